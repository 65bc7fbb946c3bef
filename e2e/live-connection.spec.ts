import { type WebSocket } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS, signIn, signOut } from './support/portal';

// spec 000 §4 and §7 'Live updates': the STOMP connection opens at login with the session token and closes
// after logout; heart-beats are 60000 ms each way.
test.describe('live connection', () => {
  test('opens a STOMP session after login and closes it after logout', async ({ page }) => {
    const sockets: WebSocket[] = [];
    const sent: string[] = [];
    const received: string[] = [];
    // Listeners go on as soon as the socket exists: the CONNECT frame follows its opening at once.
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/ws')) return;
      sockets.push(socket);
      socket.on('framesent', (frame) => sent.push(String(frame.payload)));
      socket.on('framereceived', (frame) => received.push(String(frame.payload)));
    });

    await signIn(page, ACCOUNTS.operations);
    await expect.poll(() => received.find((frame) => frame.startsWith('CONNECTED'))).toContain('version:1.2');
    const connect = sent.find((frame) => frame.startsWith('CONNECT'));
    expect(connect).toContain('heart-beat:60000,60000');
    expect(connect).toMatch(/Authorization:Bearer \S+/);
    expect(sockets).toHaveLength(1);

    await signOut(page);
    await expect.poll(() => sockets[0]?.isClosed()).toBe(true);
  });
});
