// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RecordFacts } from './record-facts';

afterEach(cleanup);

describe('RecordFacts', () => {
  it('names the list and gives each fact its term and value, in order', () => {
    render(
      <RecordFacts
        label="Order facts"
        facts={[
          ['Job', 'Parc Jarry'],
          ['Owner', <em key="owner">Nobody yet</em>],
        ]}
      />,
    );
    const list = screen.getByLabelText('Order facts');
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Job', 'Owner']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Parc Jarry', 'Nobody yet']);
  });
});
