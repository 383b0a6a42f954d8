// The customer page's staff notes against the mock back office (decision 0174): an empty note
// refused on its field, a note added with who and when, the result sentence taking the focus, and
// no axe violation.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockApiForTests } from '../../mocks/node.ts';
import { axeViolations } from '../../test/axe-violations.ts';
import { mockStaff, renderAdmin, signInAs } from './back-office-test-helpers.tsx';

startMockApiForTests();

describe('a customer’s notes', () => {
  it('adds a note with who wrote it, announced, and refuses an empty one', async () => {
    signInAs(mockStaff);
    const { user, container } = renderAdmin('/admin/customers/cu1');
    await screen.findByRole('heading', { level: 1 });
    const notes = within(await screen.findByRole('region', { name: /Notes/ }));
    await notes.findByText('No notes yet.');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(notes.getByText('No notes yet.')).toBeInTheDocument();
    expect(screen.queryByText('Note added.')).not.toBeInTheDocument();
    await user.type(notes.getByRole('textbox', { name: /New note/ }), 'Pays by check, net 15');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getByText('Note added.')).toHaveFocus());
    expect(await notes.findByText('Pays by check, net 15')).toBeInTheDocument();
    expect(notes.getByText(new RegExp(`^${mockStaff.name},`))).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
