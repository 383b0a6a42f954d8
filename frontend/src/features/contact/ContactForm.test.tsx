import { contactServiceOptions } from '@dumpster/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactScenarioFields } from '../../mocks/contact-route.ts';
import { contactScenario } from '../../mocks/handlers.ts';
import { mockApiState, receivedOn } from '../../mocks/mock-api-state.ts';
import { server, startMockApiForTests } from '../../mocks/node.ts';
import { renderPage } from '../../mocks/render-page.tsx';
import { axeViolations } from '../../test/axe-violations.ts';
import { ContactForm } from './ContactForm.tsx';

startMockApiForTests();
// Guards against hangs on a busy machine (the form and toasts render in full), not timing tests.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  window.gtag = vi.fn();
});
afterEach(() => {
  delete window.gtag;
  vi.restoreAllMocks();
});

const valid = { name: 'Dana Whitfield', phone: '(904) 555-0199', email: 'dana@example.com' };

function renderForm() {
  const user = userEvent.setup({ delay: null });
  renderPage(<ContactForm />);
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

function textbox(name: string) {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
}

async function fill(user: User, values: Partial<typeof valid> = valid) {
  const labels = { name: 'Name', phone: 'Phone', email: 'Email' };
  for (const [field, value] of Object.entries(values) as [keyof typeof valid, string][]) {
    await user.click(textbox(labels[field]));
    await user.paste(value);
  }
}

/** The service select (the browser's own, decision 0051). */
function serviceSelect() {
  return screen.getByRole('combobox', { name: /^Service/ });
}

async function chooseService(user: User, label: string) {
  await user.selectOptions(serviceSelect(), label);
}

async function fillValid(user: User) {
  await fill(user);
  await chooseService(user, '15 Yard Dumpster Rental');
  await user.click(textbox('Message'));
  await user.paste('Need it Friday for a kitchen remodel.');
}

function sendButton() {
  return screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });
}

describe('the contact form', () => {
  it('offers the eight services', async () => {
    renderForm();
    const options = within(serviceSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a service',
      ...contactServiceOptions.map((o) => o.label),
    ]);
    expect(serviceSelect()).toHaveDisplayValue('Select a service');
  });

  it('shows each message of section 5 under its field on submit', async () => {
    const user = renderForm();
    await user.click(sendButton());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(textbox('Name')).toHaveAccessibleDescription(expect.stringContaining('Name must be at least 2'));
    expect(textbox('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid phone number'),
    );
    expect(textbox('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address'),
    );
    expect(screen.getByText('Please select a service')).toBeInTheDocument();
    expect(receivedOn('/api/contact')).toHaveLength(0);
    await waitFor(() => expect(textbox('Name')).toHaveFocus());
  });

  it('revalidates on every change after the first submit, and the message is optional', async () => {
    const user = renderForm();
    await user.click(sendButton());
    await screen.findByText('Please select a service');
    await chooseService(user, 'Other Services');
    expect(screen.queryByText('Please select a service')).not.toBeInTheDocument();
    await fill(user, { phone: '555-01' });
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.clear(textbox('Phone'));
    await user.paste(valid.phone);
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
    expect(textbox('Message')).not.toHaveAttribute('aria-invalid');
  });

  it("reads 'Sending...' and is disabled while the message is sent", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('*/api/contact', async () => {
        await held;
        return HttpResponse.json({ id: 'c-1' }, { status: 201 });
      }),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Message sent!');
  });

  it('sends the message, shows the success toast, resets the form and reports the lead', async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(sendButton());

    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText('Message sent!')).toBeInTheDocument();
    expect(
      within(toast).getByText('Thank you for your message. We will get back to you shortly.'),
    ).toBeInTheDocument();
    expect(receivedOn('/api/contact')[0]?.body).toEqual({
      ...valid,
      service: '15-yard',
      message: 'Need it Friday for a kitchen remodel.',
      smsOptIn: true,
    });
    expect(mockApiState.contactRequests).toHaveLength(1);

    expect(textbox('Name')).toHaveValue('');
    expect(textbox('Message')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(serviceSelect()).toHaveDisplayValue('Select a service');

    expect(window.gtag).toHaveBeenCalledWith('event', 'contact_form_submit', {
      event_category: 'lead',
      event_label: '15-yard',
      value: 1,
    });
    expect(window.gtag).toHaveBeenCalledWith(
      'event',
      'conversion',
      expect.objectContaining({ service: '15-yard', phone: valid.phone, email: valid.email }),
    );
  });

  it('shows the failure toast, logs the error and keeps the values when the server fails', async () => {
    server.use(contactScenario('server-error'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();
    await fillValid(user);
    await user.click(sendButton());

    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText('Something went wrong')).toBeInTheDocument();
    expect(within(toast).getByText("Your message couldn't be sent. Please try again.")).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    expect(textbox('Name')).toHaveValue(valid.name);
    expect(textbox('Message')).toHaveValue('Need it Friday for a kitchen remodel.');
    expect(serviceSelect()).toHaveDisplayValue('15 Yard Dumpster Rental');
    expect(window.gtag).not.toHaveBeenCalled();
  });

  it("shows the server's field messages from a 400", async () => {
    server.use(contactScenario('validation-error'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Something went wrong');
    expect(textbox('Email')).toHaveAccessibleDescription(
      expect.stringContaining(contactScenarioFields.email),
    );
  });

  it('retries with the same Idempotency-Key, so the message is stored once', async () => {
    server.use(contactScenario('server-error'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await screen.findByRole('alertdialog');
    server.resetHandlers();
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('Message sent!'));
    const [first, retry] = receivedOn('/api/contact');
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(mockApiState.contactRequests).toHaveLength(1);
  });

  it('has no accessibility violations that axe can find, with its messages showing', async () => {
    const user = renderForm();
    await user.click(sendButton());
    await screen.findByText('Please select a service');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
