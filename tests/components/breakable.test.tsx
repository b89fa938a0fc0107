import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithAddresses } from '@/components/Breakable';

describe('TextWithAddresses', () => {
  it('lets e-mail and web addresses wrap at their joints and leaves words whole', () => {
    const { container } = render(
      <p>
        <TextWithAddresses text="Our officer is Meera (grievance@kizunabharat.example). See https://bimabharosa.irdai.gov.in for more." />
      </p>,
    );
    expect(container.textContent).toBe('Our officer is Meera (grievance@kizunabharat.example). See https://bimabharosa.irdai.gov.in for more.');
    const html = container.innerHTML;
    expect(html).toContain('grievance@<wbr>kizunabharat<wbr>.example');
    expect(html).toContain('https:/<wbr>/<wbr>bimabharosa<wbr>.irdai<wbr>.gov<wbr>.in');
    // The full stops and brackets around the addresses, and ordinary words, get no break.
    expect(html).toContain('<wbr>.example). See ');
    expect(html).not.toMatch(/Our<wbr>|officer<wbr>|more<wbr>/);
    expect(html).toContain('in for more.');
  });
});
