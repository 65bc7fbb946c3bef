import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionLogAction, ActionLogType } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { actionLog } from '../db/schema';
import { DomainEventBus, type DomainEvent } from '../events/domain-events';
import { writeActionLogEntry } from '../modules/action-log/action-log-writer';
import { createUnitOfWorkRunner, type Actor, type RecordChange } from './unit-of-work';

/**
 * The unit of work's action-log port (docs/decisions/096): lib hands each recorded change to the writer the
 * composition root gave it, inside the change's transaction, and publishes the change event only after commit.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function entriesNumbered(entityNumber: string) {
  return testApp.database.db.select().from(actionLog).where(eq(actionLog.entityNumber, entityNumber));
}

function changeNumbered(recordNumber: string): RecordChange {
  return {
    recordType: ActionLogType.ids.TAX_RATE,
    actionId: ActionLogAction.ids.UPDATE,
    recordId: 7,
    recordNumber,
    details: { note: 'port test' },
  };
}

describe('unit of work and its action-log writer', () => {
  it('hands the writer the change as recorded, with the actor, inside the transaction', async () => {
    const seen: Array<{ actor: Actor; change: RecordChange; rowsInTransaction: number }> = [];
    const events = new DomainEventBus();
    const runUnitOfWork = createUnitOfWorkRunner(testApp.database.db, events, {
      async writeActionLog(tx, actor, change) {
        await writeActionLogEntry(tx, actor, change);
        const rows = await tx
          .select()
          .from(actionLog)
          .where(eq(actionLog.entityNumber, change.recordNumber!));
        seen.push({ actor, change, rowsInTransaction: rows.length });
      },
    });
    // The very object the service recorded reaches the writer, with anything lib itself does not read.
    const change = { ...changeNumbered('UOW-PORT-1'), reviewNote: 'passed through untouched' };

    await runUnitOfWork({ userId: null, roleId: null }, (unit) => unit.recordChange(change));

    expect(seen).toHaveLength(1);
    expect(seen[0]!.change).toBe(change);
    expect(seen[0]!.actor).toEqual({ userId: null, roleId: null });
    expect(seen[0]!.rowsInTransaction).toBe(1);
    expect(await entriesNumbered('UOW-PORT-1')).toEqual([
      expect.objectContaining({
        actionTypeId: ActionLogType.ids.TAX_RATE,
        actionId: ActionLogAction.ids.UPDATE,
        entityId: 7,
        details: { note: 'port test' },
      }),
    ]);
  });

  it('leaves no entry and publishes nothing when the work fails after recording', async () => {
    const published: DomainEvent[] = [];
    const events = new DomainEventBus();
    events.subscribe((event) => published.push(event));
    const runUnitOfWork = createUnitOfWorkRunner(testApp.database.db, events, {
      writeActionLog: writeActionLogEntry,
    });

    const outcome = runUnitOfWork({ userId: null, roleId: null }, async (unit) => {
      await unit.recordChange(changeNumbered('UOW-PORT-2'));
      throw new Error('the change fails after its entry was written');
    });

    await expect(outcome).rejects.toThrow('the change fails after its entry was written');
    expect(await entriesNumbered('UOW-PORT-2')).toEqual([]);
    expect(published).toEqual([]);
  });

  it('publishes the change event once the transaction has committed', async () => {
    const published: DomainEvent[] = [];
    const events = new DomainEventBus();
    events.subscribe((event) => published.push(event));
    const runUnitOfWork = createUnitOfWorkRunner(testApp.database.db, events, {
      writeActionLog: writeActionLogEntry,
    });

    await runUnitOfWork({ userId: null, roleId: null }, async (unit) => {
      await unit.recordChange(changeNumbered('UOW-PORT-3'));
      expect(published).toEqual([]);
    });

    expect(published).toEqual([
      expect.objectContaining({ type: 'record.changed', recordNumber: 'UOW-PORT-3', recordId: 7 }),
    ]);
  });
});
