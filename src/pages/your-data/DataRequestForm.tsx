import { zDataRequest } from '@generated/zod/create-data-request.gen';
import { KeepTogether } from '@/components/KeepTogether';
import { useMemo } from 'react';
import { FORM_TEXT } from '@/content/forms';
import type { Catalog } from '@/content/catalog';
import * as yourDataEn from '@/content/your-data';
import { useCopy } from '@/lib/i18n';
import { RequestForm, type RequestFieldSpec } from '@/features/request-form/RequestForm';
import { bodyOf, contractField, phoneField } from '@/features/submission/validation';
import type { SubmissionConsent } from '@/features/consent/consent';
import { createDataRequest, type DataRequest } from '@/features/your-data/api/create-data-request';
import { maxLengthOf } from '@/features/submission/contract-rules';

const DETAILS_MAX = maxLengthOf(zDataRequest, 'details') ?? 0;

/** Rules, limits and optionality from the contract's DataRequest; the texts are ours, in the page's language. */
function dataRequestFields(copy: Catalog['yourData'], F: Catalog['formText']): readonly RequestFieldSpec[] {
  const t = copy.dataRequestForm;
  return [
    { label: t.fields.request_type, choices: copy.requestTypes, ...contractField(zDataRequest, 'request_type', { invalid: t.messages.request_type }) },
    { label: t.fields.name, autoComplete: 'name', ...contractField(zDataRequest, 'name', { invalid: F.nameRequired }) },
    { label: t.fields.email, kind: 'email', ...contractField(zDataRequest, 'email', { empty: F.emailRequired, invalid: F.emailHint }) },
    { label: t.fields.phone_num, ...phoneField(zDataRequest, 'phone_num', F.phoneHint) },
    {
      label: t.fields.details,
      kind: 'textarea',
      rows: 5,
      hint: t.detailsHint,
      counter: true,
      ...contractField(zDataRequest, 'details', { empty: t.messages.details, invalid: t.messages.detailsTooLong(DETAILS_MAX) }),
    },
  ];
}

/**
 * The fields with the English texts (what is sent does not depend on the language).
 * @internal A test seam (tests/contract/forms.property.test.ts).
 */
export const DATA_REQUEST_FIELDS: readonly RequestFieldSpec[] = dataRequestFields(yourDataEn, FORM_TEXT);

/**
 * What the form sends: the fields as the kit sends them, and the consent.
 * @internal A test seam (tests/contract/forms.property.test.ts).
 */
export function dataRequestBody(values: Record<string, string>, consent: SubmissionConsent): DataRequest {
  return { ...bodyOf(DATA_REQUEST_FIELDS, values), consent } as DataRequest;
}

/** The request form of /privacy/your-data, sent to POST /api/data-requests/. */
export function DataRequestForm() {
  const copy = useCopy('yourData', yourDataEn);
  const F = useCopy('formText', FORM_TEXT);
  const fields = useMemo(() => dataRequestFields(copy, F), [copy, F]);
  const t = copy.dataRequestForm;
  return (
    <RequestForm
      form="dataRequest"
      heading={t.heading}
      intro={t.intro}
      fields={fields}
      submitLabel={t.submit}
      send={(values, consent, signal) => createDataRequest(dataRequestBody(values, consent), signal)}
      confirmation={(reference) => (
        <p className="font-semibold">
          {t.received} {reference ? <KeepTogether text={t.reference(reference)} keep={reference} /> : t.noReference} {t.promise}
        </p>
      )}
    />
  );
}
