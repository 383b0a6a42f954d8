import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastRegion } from './ToastRegion.tsx';
import { showToast, toastQueue } from './toast-queue.ts';

afterEach(() => act(() => toastQueue.clear()));

describe('the toast region', () => {
  it('shows the title and description of a toast', () => {
    render(<ToastRegion />);
    act(() => {
      showToast({ title: 'Message sent!', description: 'Thank you for your message.', variant: 'success' });
    });
    expect(screen.getByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your message.')).toBeInTheDocument();
  });

  it('moves focus to the notification when F8 is pressed', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    act(() => {
      showToast({ title: 'Booking Failed', variant: 'destructive' });
    });
    await user.keyboard('{F8}');
    expect(screen.getByRole('alertdialog')).toHaveFocus();
  });

  it('is dismissed by a swipe of 50 px to the right, not by a shorter one', () => {
    render(<ToastRegion />);
    act(() => {
      showToast({ title: 'Message sent!', variant: 'success' });
    });
    const toast = screen.getByRole('alertdialog');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.getByText('Message sent!')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 130 });
    act(() => {
      fireEvent.pointerUp(toast, { clientX: 150 });
    });
    expect(screen.queryByText('Message sent!')).not.toBeInTheDocument();
  });

  it('closes from its dismiss button', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    act(() => {
      showToast({ title: 'Message sent!', variant: 'success' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Message sent!')).not.toBeInTheDocument();
  });
});
