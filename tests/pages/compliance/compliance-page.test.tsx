import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPLIANCE_SKELETON_CARDS } from '@/config/timings';
import { jsonResponse as json, useFakeApi } from '../../support/fake-api';
import { renderPage } from '../../support/render-page';

const DOCUMENTS = [
  { id: 1, title: 'Annual Report FY 2024-25', description: 'Audited statements.', file: '/media/compliance/annual-report-2024-25.pdf' },
  { id: 2, document_url: 'https://files.example/code.pdf' },
  { id: 3, title: 'No File Yet' },
];

/** The card of the document titled `title`. */
function cardOf(title: string): HTMLElement {
  const card = screen.getByRole('heading', { name: title }).closest('li');
  if (!card) throw new Error(`No card for "${title}"`);
  return card;
}

/** A spy in place of window.alert (happy-dom has none), to prove the page never calls it. */
function watchWindowAlert() {
  const alert = vi.fn();
  window.alert = alert;
  return alert;
}

describe('Compliance page', () => {
  useFakeApi();

  it('shows 6 skeleton cards while loading, then the document cards', async () => {
    let answer!: (r: Response) => void;
    globalThis.fetch = vi.fn(() => new Promise<Response>((ok) => (answer = ok))) as unknown as typeof fetch;
    await renderPage('compliance');
    expect(screen.getAllByTestId('compliance-skeleton-card')).toHaveLength(COMPLIANCE_SKELETON_CARDS);
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    answer(json(DOCUMENTS));
    expect(await screen.findAllByTestId('compliance-document')).toHaveLength(3);
    expect(screen.queryByTestId('compliance-skeleton-card')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Compliance Document' })).toBeInTheDocument();
    expect(screen.getByText('Audited statements.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Annual Report FY 2024-25' })).toHaveAttribute(
      'href',
      'http://api.test/media/compliance/annual-report-2024-25.pdf',
    );
    expect(screen.getByRole('link', { name: 'View Annual Report FY 2024-25' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'View Compliance Document' })).toHaveAttribute('href', 'https://files.example/code.pdf');
  });

  it('shows the error panel, and Try again returns to loading and refetches', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ code: 'server_error', message: 'x' }, 500))
      .mockImplementationOnce(() => new Promise<Response>((ok) => (answer = ok)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    await renderPage('compliance');
    expect(await screen.findByRole('heading', { name: 'Error loading documents' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load compliance documents. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('compliance-skeleton-card')).toHaveLength(COMPLIANCE_SKELETON_CARDS);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    answer(json(DOCUMENTS));
    expect(await screen.findAllByTestId('compliance-document')).toHaveLength(3);
    expect(screen.queryByText('Error loading documents')).toBeNull();
  });

  it('shows the empty state when nothing is published', async () => {
    globalThis.fetch = vi.fn(async () => json([])) as unknown as typeof fetch;
    await renderPage('compliance');
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for compliance documents')).toBeInTheDocument();
  });

  it('tells in the card, in an alert, that a document without a file cannot be viewed or downloaded', async () => {
    globalThis.fetch = vi.fn(async () => json(DOCUMENTS)) as unknown as typeof fetch;
    const alert = watchWindowAlert();
    const user = userEvent.setup();
    await renderPage('compliance');
    const view = await screen.findByRole('button', { name: 'View No File Yet' });
    const card = cardOf('No File Yet');
    expect(within(card).getByRole('alert')).toHaveTextContent(/^$/);

    await user.click(view);
    expect(within(card).getByRole('alert')).toHaveTextContent(/^Document not available for viewing\.$/);
    expect(view).toHaveFocus();
    // Only the card concerned says anything.
    for (const other of ['Annual Report FY 2024-25', 'Compliance Document']) expect(within(cardOf(other)).getByRole('alert')).toBeEmptyDOMElement();

    const download = screen.getByRole('button', { name: 'Download No File Yet' });
    await user.click(download);
    expect(within(card).getByRole('alert')).toHaveTextContent(/^Document not available for download\.$/);
    expect(within(card).queryByText('Document not available for viewing.')).toBeNull();
    expect(download).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Dismiss the message on No File Yet' }));
    expect(within(card).getByRole('alert')).toBeEmptyDOMElement();
    expect(within(card).queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    expect(download).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
  });

  it('says the message again when the same action is repeated', async () => {
    globalThis.fetch = vi.fn(async () => json(DOCUMENTS)) as unknown as typeof fetch;
    const user = userEvent.setup();
    await renderPage('compliance');
    await user.click(await screen.findByRole('button', { name: 'View No File Yet' }));
    const first = within(cardOf('No File Yet')).getByText('Document not available for viewing.');
    await user.click(screen.getByRole('button', { name: 'View No File Yet' }));
    const second = within(cardOf('No File Yet')).getByText('Document not available for viewing.');
    // A new node in the live region, so a screen reader announces it again.
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });

  it('downloads the file as a blob, and alerts when the download fails', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(DOCUMENTS))
      .mockResolvedValueOnce(new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }))
      .mockResolvedValueOnce(new Response('nope', { status: 500 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const alert = watchWindowAlert();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    await renderPage('compliance');
    await user.click(await screen.findByRole('button', { name: 'Download Annual Report FY 2024-25' }));
    await waitFor(() => expect(saved).toEqual(['Annual_Report_FY_2024-25.pdf']));
    expect(fetchMock).toHaveBeenNthCalledWith(
      2,
      'http://api.test/media/compliance/annual-report-2024-25.pdf',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(alert).not.toHaveBeenCalled();
    const card = cardOf('Annual Report FY 2024-25');
    expect(within(card).getByRole('alert')).toBeEmptyDOMElement();
    const download = screen.getByRole('button', { name: 'Download Annual Report FY 2024-25' });
    await user.click(download);
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(/^Failed to download the document\. Please try again\.$/));
    expect(download).toHaveFocus();
    expect(saved).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();

    // Viewing the document (another action on the card) takes the message away.
    const view = screen.getByRole('link', { name: 'View Annual Report FY 2024-25' });
    view.addEventListener('click', (event) => event.preventDefault());
    await user.click(view);
    expect(within(card).getByRole('alert')).toBeEmptyDOMElement();
  });
});
