import { zGrievanceRequest } from '@generated/zod/file-grievance.gen';
import { KeepTogether } from '@/components/KeepTogether';
import { FORM_TEXT } from '@/content/forms';
import * as grievanceEn from '@/content/grievance';
import type { Catalog } from '@/content/catalog';
import { useCopy } from '@/lib/i18n';
import { PARTNER_LOGOS } from '@/content/partners';
import { site } from '@/config/site';
import type { SubmissionConsent } from '@/features/consent/consent';
import { fileGrievance, type GrievanceRequest } from '@/features/grievance/api/file-grievance';
import { RequestForm, type RequestFieldSpec } from '@/features/request-form/RequestForm';
import { maxLengthOf } from '@/features/submission/contract-rules';
import { bodyOf, contractField, phoneField } from '@/features/submission/validation';
import { useMemo } from 'react';

const DESCRIPTION_MAX = maxLengthOf(zGrievanceRequest, 'description') ?? 0;

/** Rules, limits and optionality from the contract's GrievanceRequest; the texts are ours. */
function grievanceFields(g: Catalog['grievance'], F: Catalog['formText']): readonly RequestFieldSpec[] {
  const t = g.grievanceForm;
  return [
    { label: t.fields.name, autoComplete: 'name', ...contractField(zGrievanceRequest, 'name', { invalid: F.nameRequired }) },
    { label: t.fields.email, kind: 'email', ...contractField(zGrievanceRequest, 'email', { empty: F.emailRequired, invalid: F.emailHint }) },
    { label: t.fields.phone_num, ...phoneField(zGrievanceRequest, 'phone_num', F.phoneHint) },
    {
      label: t.fields.policy_number,
      hint: t.policyHint,
      autoComplete: 'off',
      ...contractField(zGrievanceRequest, 'policy_number', { invalid: t.messages.policy_number }),
    },
    {
      label: t.fields.insurer,
      hint: t.insurerHint,
      suggestions: [site.shortName, ...PARTNER_LOGOS.map((p) => p.name)],
      ...contractField(zGrievanceRequest, 'insurer', { invalid: t.messages.insurer }),
    },
    { label: t.fields.category, choices: g.grievanceCategories, ...contractField(zGrievanceRequest, 'category', { invalid: t.messages.category }) },
    {
      label: t.fields.description,
      kind: 'textarea',
      rows: 6,
      counter: true,
      ...contractField(zGrievanceRequest, 'description', { empty: t.messages.description, invalid: t.messages.descriptionTooLong(DESCRIPTION_MAX) }),
    },
  ];
}

/** @internal A test seam (tests/contract/forms.property.test.ts). */
export const GRIEVANCE_FIELDS: readonly RequestFieldSpec[] = grievanceFields(grievanceEn, FORM_TEXT);

/**
 * What the form sends: the fields as the kit sends them (optional ones left out when empty), and the consent.
 * @internal A test seam (tests/contract/forms.property.test.ts).
 */
export function grievanceBody(values: Record<string, string>, consent: SubmissionConsent): GrievanceRequest {
  return { ...bodyOf(GRIEVANCE_FIELDS, values), consent } as GrievanceRequest;
}

const linkClass = 'font-semibold underline underline-offset-2';

/** The online grievance form of /grievance, sent to POST /api/grievances/. */
export function GrievanceForm() {
  const g = useCopy('grievance', grievanceEn);
  const F = useCopy('formText', FORM_TEXT);
  const fields = useMemo(() => grievanceFields(g, F), [g, F]);
  const t = g.grievanceForm;
  const escalationAfterUs = g.escalationAfterUs;
  return (
    <RequestForm
      form="grievance"
      heading={t.heading}
      intro={t.intro}
      fields={fields}
      submitLabel={t.submit}
      send={(values, consent, signal) => fileGrievance(grievanceBody(values, consent), signal)}
      confirmation={(reference) => (
        <>
          <p className="font-semibold">
            {t.received} {reference ? <KeepTogether text={t.reference(reference)} keep={reference} /> : t.noReference} {t.promise}
          </p>
          <p className="text-sm">
            {escalationAfterUs.confirmationLead}:{' '}
            {escalationAfterUs.links.map((link, index) => (
              <span key={link.href}>
                {index > 0 ? ', ' : null}
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> {escalationAfterUs.newTab}</span>
                </a>
              </span>
            ))}
            .
          </p>
        </>
      )}
    />
  );
}
