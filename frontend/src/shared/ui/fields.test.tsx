import { CalendarDate } from '@internationalized/date';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { Checkbox } from './Checkbox.tsx';
import { DatePicker } from './DatePicker.tsx';
import { Dialog } from './Dialog.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { TextArea } from './TextArea.tsx';
import { TextField } from './TextField.tsx';

describe('form fields', () => {
  it('shows a text field error under the field, linked to it and inside a live region', () => {
    render(<TextField label="Name" errorMessage="Name must be at least 2 characters" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(
      screen.getByText('Name must be at least 2 characters').closest('[aria-live="polite"]'),
    ).not.toBeNull();
  });

  it('is valid and quiet without an error message', () => {
    render(<TextField label="Name" description="As on your invoice" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your invoice');
  });

  it('gives the message box a label, rows and its error', () => {
    render(<TextArea label="Message" errorMessage="Too long" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Too long');
  });

  it('toggles a checkbox and a radio group', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox>Text me about my order</Checkbox>
        <RadioGroup
          label="Booking type"
          defaultValue="residential"
          options={[
            { value: 'residential', label: 'Residential' },
            { value: 'commercial', label: 'Commercial' },
          ]}
        />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Text me about my order' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    expect(screen.getByRole('radio', { name: 'Commercial' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Residential' })).not.toBeChecked();
  });

  it('labels the date picker and shows its value', () => {
    render(<DatePicker label="Delivery date" value={new CalendarDate(2026, 12, 3)} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Delivery date' });
    expect(within(group).getByRole('spinbutton', { name: /month/i })).toHaveAttribute('aria-valuenow', '12');
    expect(within(group).getByRole('spinbutton', { name: /day/i })).toHaveAttribute('aria-valuenow', '3');
  });
});

describe('the dialog', () => {
  it('opens from its trigger, closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Prohibited items" trigger={<Button>What can't go in?</Button>}>
        <p>No tires.</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: "What can't go in?" });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Prohibited items' });
    expect(dialog).toHaveTextContent('No tires.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // React Aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
