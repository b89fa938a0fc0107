import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { corporateProducts, lifeProducts, reinsurance, retailProducts } from '@/content/products';
import { ProductsBrowser } from '@/pages/products/ProductsBrowser';
import { productIconKeys } from '@/pages/products/ProductIcon';

function CurrentSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(path = '/products') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <ProductsBrowser />
      <CurrentSearch />
    </MemoryRouter>,
  );
  return user;
}

const panelTitle = () => screen.getByRole('heading', { level: 2, name: /^(Life|Non-Life|Reinsurance)/ });
const category = (name: string) => within(screen.getByRole('navigation', { name: 'Browse Products' })).getByRole('button', { name });
const arrow = () => screen.getByRole('button', { name: 'Non-Life sub-categories' });
const row = (name: string) => screen.getByRole('button', { name });
const expandables = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
const search = () => screen.getByTestId('search').textContent;

describe('Products browser', () => {
  it('starts on Life with its products as closed accordion rows and Non-Life collapsed', () => {
    renderAt();
    expect(panelTitle()).toHaveTextContent('Life');
    expect(category('Life')).toHaveAttribute('aria-pressed', 'true');
    expect(arrow()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Corporate' })).toBeNull();
    for (const product of lifeProducts) expect(row(product.title)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one product at a time and closes the open one when clicked again', async () => {
    const user = renderAt();
    const [first, second] = lifeProducts;
    if (!first || !second) throw new Error('two life products expected');
    await user.click(row(first.title));
    expect(row(first.title)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first.title })).toHaveTextContent(first.paragraphs[0] ?? '');
    await user.click(row(second.title));
    expect(row(first.title)).toHaveAttribute('aria-expanded', 'false');
    expect(row(second.title)).toHaveAttribute('aria-expanded', 'true');
    await user.click(row(second.title));
    for (const product of lifeProducts) expect(row(product.title)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: second.title })).toBeNull();
  });

  it('choosing Non-Life selects Corporate, expands the list and writes the address', async () => {
    const user = renderAt();
    await user.click(category('Non-Life'));
    expect(panelTitle()).toHaveTextContent('Non-Life · Corporate');
    expect(arrow()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Corporate' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Retail' })).toHaveAttribute('aria-pressed', 'false');
    for (const product of corporateProducts) expect(row(product.title)).toBeInTheDocument();
    expect(search()).toBe('?category=non-life&sub=corporate');

    await user.click(screen.getByRole('button', { name: 'Retail' }));
    expect(panelTitle()).toHaveTextContent('Non-Life · Retail');
    for (const product of retailProducts) expect(row(product.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: corporateProducts[0]?.title })).toBeNull();
    expect(search()).toBe('?category=non-life&sub=retail');
  });

  it('the arrow collapses and expands the sub-categories without changing the selection', async () => {
    const user = renderAt('/products?category=non-life&sub=retail');
    expect(arrow()).toHaveAttribute('aria-expanded', 'true');
    await user.click(arrow());
    expect(arrow()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Retail' })).toBeNull();
    expect(panelTitle()).toHaveTextContent('Non-Life · Retail');
    await user.click(arrow());
    expect(screen.getByRole('button', { name: 'Retail' })).toHaveAttribute('aria-pressed', 'true');
    // From Life the arrow only shows the list; nothing is selected by it.
    await user.click(category('Life'));
    await user.click(arrow());
    expect(arrow()).toHaveAttribute('aria-expanded', 'true');
    expect(panelTitle()).toHaveTextContent('Life');
  });

  it('choosing another category collapses the Non-Life list and clears the open row', async () => {
    const user = renderAt();
    await user.click(category('Non-Life'));
    const property = corporateProducts[0]?.title ?? '';
    await user.click(row(property));
    expect(row(property)).toHaveAttribute('aria-expanded', 'true');

    await user.click(category('Reinsurance'));
    expect(arrow()).toHaveAttribute('aria-expanded', 'false');
    expect(panelTitle()).toHaveTextContent('Reinsurance');
    expect(search()).toBe('?category=reinsurance');

    await user.click(category('Non-Life'));
    expect(row(property)).toHaveAttribute('aria-expanded', 'false');

    await user.click(category('Life'));
    expect(arrow()).toHaveAttribute('aria-expanded', 'false');
    expect(search()).toBe('');
    for (const product of lifeProducts) expect(row(product.title)).toHaveAttribute('aria-expanded', 'false');
  });

  it('changing the sub-category clears the open row', async () => {
    const user = renderAt('/products?category=non-life&sub=retail');
    const motor = retailProducts[0]?.title ?? '';
    await user.click(row(motor));
    await user.click(screen.getByRole('button', { name: 'Corporate' }));
    await user.click(screen.getByRole('button', { name: 'Retail' }));
    expect(row(motor)).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the reinsurance text, its six services and seven facultative lines without an accordion', () => {
    renderAt('/products?category=reinsurance');
    expect(panelTitle()).toHaveTextContent('Reinsurance');
    expect(screen.getByText(reinsurance.intro[0] ?? '')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Our reinsurance broking services' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(6);
    const lines = screen.getByRole('region', { name: 'Facultative lines we place' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...reinsurance.facultativeLines]);
    expect(expandables()).toEqual([arrow()]);
  });

  it('falls back to Life for an unknown category in the address', () => {
    renderAt('/products?category=pets&sub=retail');
    expect(panelTitle()).toHaveTextContent('Life');
    expect(category('Life')).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws an icon for every icon key the catalogue uses', () => {
    const used = new Set([...lifeProducts, ...corporateProducts, ...retailProducts].map((p) => p.icon));
    for (const key of used) expect(productIconKeys).toContain(key);
  });
});
