import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutesFor } from '@/app/routes';
import { JA_ROUTES } from '@/config/locales';
import { routes, type RouteId } from '@/config/paths';
import { CORE_NAMESPACES, PAGE_NAMESPACES } from '@/content/namespaces';
import { CallbackModal } from '@/features/callback/CallbackModal';
import { loadCopy } from '@/content/copy-loading';
import { LocaleProvider } from '@/lib/i18n';
import { englishCopy, mainTexts } from '../../features/support/english-copy';
import { jsonResponse, useFakeApi } from '../support/fake-api';
import { renderPage } from '../support/render-page';

/**
 * The Japanese pages (issue 14, part 5) in the unit tests' DOM: each published page while its API
 * calls are out, when they fail and with an answer, the frame around them and the call-back form,
 * hold no English copy by the acceptance suite's rule for Japanese (a single English word counts,
 * features/support/english-copy.ts). The fixtures' API data are names and Japanese texts, so only
 * the site's own words are checked.
 */
interface PageCase {
  id: RouteId;
  answers: Readonly<Record<string, unknown>>;
  /** A text shown once the answers are rendered (or the page's own, when it calls nothing). */
  shown: string;
}

const PAGES: readonly PageCase[] = [
  {
    id: 'home',
    answers: { '/api/list-business-numbers/': [{ number: '9.6', suffix: 'M', label: 'Policies Issued' }] },
    shown: 'Policies Issued',
  },
  {
    id: 'services',
    answers: { '/api/services/': [{ title: 'Risk Assessment', img: '/images/services/risk-advisory.svg', description: 'リスクの評価。' }] },
    shown: 'Risk Assessment',
  },
  {
    id: 'contact',
    answers: {
      '/api/offices/': [{ city: 'Pune', city_name: 'Pune', title: 'Head Office', address: 'Level 6, Residency Road, Pune 411001', phone: '+91 80 4567 8900' }],
    },
    shown: 'Pune 411001',
  },
  { id: 'company', answers: {}, shown: '当社の歩み' },
  { id: 'products', answers: {}, shown: '生命保険' },
];

const japaneseRule = (texts: readonly string[]) => texts.flatMap((text) => englishCopy(text, { singleWords: true }));

function renderJapanese(id: RouteId) {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return renderPage(route.folder, { locale: 'ja', id });
}

beforeAll(async () => {
  await loadCopy('ja', [...CORE_NAMESPACES, ...JA_ROUTES.flatMap((id) => PAGE_NAMESPACES[id])]);
});

describe('the Japanese rule of the no-English check', () => {
  it('catches a single English word inside Japanese, and lets names, brackets and addresses pass', () => {
    expect(englishCopy('詳しくはdetailsをご覧ください', { singleWords: true })).toEqual(['details']);
    expect(englishCopy('詳しくはdetailsをご覧ください')).toEqual([]);
    expect(englishCopy('Sakura Motors車オーナー（チェンナイ）、認定POSP（Point of Sales Person）、info@kizunabharat.example', { singleWords: true })).toEqual(
      [],
    );
  });
});

describe('Japanese page bodies hold no English copy', () => {
  useFakeApi();

  it('covers every page Japanese publishes', () => {
    expect(PAGES.map((c) => c.id).sort()).toEqual([...JA_ROUTES].sort());
  });

  for (const { id, answers, shown } of PAGES) {
    it(`${id}: loading, failed and loaded`, async () => {
      globalThis.fetch = vi.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
      const loading = await renderJapanese(id);
      expect(japaneseRule(mainTexts(loading.container))).toEqual([]);
      loading.unmount();

      globalThis.fetch = vi.fn(async () => jsonResponse({ code: 'server_error', message: 'x' }, 500)) as unknown as typeof fetch;
      const failed = await renderJapanese(id);
      if (Object.keys(answers).length > 0) await waitFor(() => expect(console.error).toHaveBeenCalled());
      expect(japaneseRule(mainTexts(failed.container))).toEqual([]);
      failed.unmount();

      globalThis.fetch = vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        return path in answers ? jsonResponse(answers[path]) : jsonResponse({ code: 'not_found', message: 'x' }, 404);
      }) as unknown as typeof fetch;
      const loaded = await renderJapanese(id);
      await waitFor(() => expect(loaded.container.textContent).toContain(shown));
      expect(japaneseRule(mainTexts(loaded.container))).toEqual([]);
    });
  }
});

describe('the Japanese frame', () => {
  useFakeApi();

  /** The site's header (a page's own <header> may also count as a banner in the test DOM). */
  const siteHeader = () => screen.getAllByRole('banner')[0] as HTMLElement;

  /** A link's name with the "(English)" hint (the test DOM puts a space before the hint's element; a browser does not). */
  const inEnglish = (label: string) => new RegExp(`^${label} ?（英語）$`);

  async function renderJapanesePage(path: string) {
    globalThis.fetch = vi.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    delete document.documentElement.dataset.hydrated;
    const router = createMemoryRouter(appRoutesFor('ja'), { basename: '/ja', initialEntries: [path] });
    render(
      <LocaleProvider locale="ja">
        <RouterProvider router={router} />
      </LocaleProvider>,
    );
    await screen.findByRole('heading', { level: 1 });
    // The frame's mount effects (each menu closed on a new path) have run once RootLayout's, the last of them, has
    // marked the page: a click before them would be undone by them on a loaded machine.
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
  }

  it('links to Japanese pages within /ja/ and to the English page, marked, where Japanese has none', async () => {
    await renderJapanesePage('/ja/contact');
    const header = siteHeader();
    const nav = within(header).getByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: 'サービス' })).toHaveAttribute('href', '/ja/services');
    // The router writes the home of its basename without the slash; /ja serves /ja/index.html like any page.
    expect(within(nav).getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/ja');
    const claims = within(nav).getByRole('link', { name: inEnglish('保険金請求') });
    expect(claims).toHaveAttribute('href', '/claims');
    expect(claims).toHaveAttribute('hreflang', 'en-IN');
    // A closed menu is not rendered: its button draws it.
    fireEvent.click(within(nav).getByRole('button', { name: '会社情報' }));
    const about = within(nav).getByRole('list', { name: '会社情報のページ' });
    expect(within(about).getByRole('link', { name: inEnglish('取締役会') })).toHaveAttribute('href', '/about/board-of-directors');
    expect(within(about).getByRole('link', { name: '会社概要' })).toHaveAttribute('href', '/ja/about/company');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: inEnglish('苦情・ご相談') })).toHaveAttribute('href', '/grievance');
    expect(within(footer).getByRole('link', { name: inEnglish('お客さまのデータ') })).toHaveAttribute('href', '/privacy/your-data');
    // No link of the frame, in any of its menus, leads to a Japanese address Japanese does not publish.
    const published = new Set(['/ja', '/ja/about/company', '/ja/services', '/ja/products', '/ja/contact']);
    const hrefs = new Set<string>();
    const gather = () =>
      document.querySelectorAll('a[href^="/ja"]').forEach((a) => hrefs.add((a.getAttribute('href') ?? '').split(/[?#]/)[0]?.replace(/(.)\/$/, '$1') ?? ''));
    const open = (button: HTMLElement) => {
      if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
    };
    open(within(header).getByRole('button', { name: 'メニューを開く' }));
    const phoneMenu = within(header).getByRole('navigation', { name: 'メインメニュー（モバイル）' });
    for (const group of ['会社情報', '基礎知識']) {
      open(within(nav).getByRole('button', { name: group }));
      open(within(phoneMenu).getByRole('button', { name: group }));
      gather();
    }
    expect(document.querySelectorAll('a[href^="/ja"]').length, 'the frame with every menu open').toBeGreaterThan(published.size);
    expect([...hrefs].filter((href) => !published.has(href))).toEqual([]);
  });

  it('offers English and Hindi in the switcher, and holds no English copy in the header and footer', async () => {
    await renderJapanesePage('/ja/about/company');
    const switcher = within(siteHeader()).getByRole('navigation', { name: '言語' });
    // One button, named in Japanese, opens the list of the page's languages.
    fireEvent.click(within(switcher).getByRole('button', { name: '言語: 日本語' }));
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about/company');
    expect(within(switcher).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/about/company');
    expect(within(switcher).getByText('日本語')).toHaveAttribute('aria-current', 'true');
    // The menus' words too: a closed menu is not rendered, so one dropdown and the other group of the phone menu are opened.
    const nav = within(siteHeader()).getByRole('navigation', { name: 'メインメニュー' });
    fireEvent.click(within(nav).getByRole('button', { name: '会社情報' }));
    fireEvent.click(within(siteHeader()).getByRole('button', { name: 'メニューを開く' }));
    const phoneMenu = within(siteHeader()).getByRole('navigation', { name: 'メインメニュー（モバイル）' });
    fireEvent.click(within(phoneMenu).getByRole('button', { name: '基礎知識' }));
    expect(within(nav).getByRole('list', { name: '会社情報のページ' })).toBeInTheDocument();
    expect(within(phoneMenu).getByRole('button', { name: '基礎知識' })).toHaveAttribute('aria-expanded', 'true');
    expect(japaneseRule(mainTexts(siteHeader()))).toEqual([]);
    expect(japaneseRule(mainTexts(screen.getByRole('contentinfo')))).toEqual([]);
  });
});

describe('the Japanese call-back form', () => {
  useFakeApi();
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    // Monday 23 November 2026, 10:20 in India.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:20:00+05:30'));
  });
  afterEach(() => vi.useRealTimers());

  const renderForm = () =>
    render(
      <LocaleProvider locale="ja">
        <MemoryRouter>
          <CallbackModal open onClose={() => undefined} opening={{}} />
        </MemoryRouter>
      </LocaleProvider>,
    );

  it('explains each mistake in Japanese and sends nothing', async () => {
    const fetchMock = vi.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderForm();
    const dialog = screen.getByRole('dialog', { name: '折り返し電話' });
    await user.type(within(dialog).getByLabelText('携帯電話番号'), '12345');
    await user.click(within(dialog).getByRole('button', { name: '折り返し電話' }));
    expect(within(dialog).getByText('ご相談の内容を選択してください')).toBeVisible();
    // The name is optional (the contract): no message for it.
    expect(within(dialog).getByLabelText(/^お名前/)).not.toHaveAccessibleDescription('お名前を入力してください');
    expect(within(dialog).getByLabelText('携帯電話番号')).toHaveAccessibleDescription('10桁の有効な電話番号を入力してください');
    expect(within(dialog).getByRole('checkbox', { name: /^本件について、電話、SMS/ })).toHaveAccessibleDescription(
      '本件についてご連絡することへのご同意をお願いいたします。ご同意いただけない場合は、ご回答いたしかねます。',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(japaneseRule(mainTexts(dialog))).toEqual([]);
  });

  it('offers the slots in 24-hour time and confirms the call in Japanese', async () => {
    globalThis.fetch = vi.fn(async () => jsonResponse({ status: 'received', reference: 'CB-2026-007315' }, 201)) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderForm();
    const when = screen.getByLabelText('ご希望の時間帯');
    const today = within(when).getByRole('group', { name: '本日' });
    // The ends of a range are held together by invisible word joiners (src/content/ja/format.ts).
    const unjoined = (text: string | null) => (text ?? '').replace(/\u2060/g, '');
    expect(
      within(today)
        .getAllByRole('option')
        .map((o) => unjoined(o.textContent)),
    ).toEqual(['11:00～12:00', '12:00～13:00', '13:00～14:00', '14:00～15:00', '15:00～16:00', '16:00～17:00', '17:00～18:00', '18:00～19:00']);
    expect(within(when).getByRole('group', { name: '明日' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '医療' }));
    await user.type(screen.getByLabelText(/^お名前/), 'Vikram Rao');
    await user.type(screen.getByLabelText('携帯電話番号'), '9876543210');
    await user.selectOptions(when, '2026-11-23T14:00:00+05:30');
    await user.click(screen.getByRole('checkbox', { name: /^本件について、電話、SMS/ }));
    await user.click(screen.getByRole('button', { name: '折り返し電話' }));
    const confirmation = await screen.findByTestId('callback-confirmation');
    expect(unjoined(confirmation.textContent)).toContain('お電話先：+91 98765 43210。 本日 14:00～15:00の間にお電話いたします。');
    expect(confirmation).toHaveTextContent('受付番号：CB-2026-007315');
    expect(confirmation).toHaveTextContent('本件についてのご連絡に同意いただきました。ニュースやご案内はお送りしません。');
  });
});
