import { zDataRequest } from '@generated/zod/create-data-request.gen';
import { FORM_TEXT } from '@/content/forms';
import { dataRequestForm as t, requestTypes } from '@/content/your-data';
import { RequestForm, type RequestFieldSpec } from '@/features/request-form/RequestForm';
import { bodyOf, contractField, phoneField } from '@/features/submission/validation';
import type { SubmissionConsent } from '@/features/consent/consent';
import { createDataRequest, type DataRequest } from '@/features/your-data/api/create-data-request';
import { maxLengthOf } from '@/features/submission/contract-rules';

const DETAILS_MAX = maxLengthOf(zDataRequest, 'details') ?? 0;

/** Rules, limits and optionality from the contract's DataRequest; the texts are ours. */
export const DATA_REQUEST_FIELDS: readonly RequestFieldSpec[] = [
  { label: t.fields.request_type, choices: requestTypes, ...contractField(zDataRequest, 'request_type', { invalid: t.messages.request_type }) },
  { label: t.fields.name, autoComplete: 'name', ...contractField(zDataRequest, 'name', { invalid: FORM_TEXT.nameRequired }) },
  { label: t.fields.email, kind: 'email', ...contractField(zDataRequest, 'email', { empty: FORM_TEXT.emailRequired, invalid: FORM_TEXT.emailHint }) },
  { label: t.fields.phone_num, ...phoneField(zDataRequest) },
  {
    label: t.fields.details,
    kind: 'textarea',
    rows: 5,
    hint: t.detailsHint,
    counter: true,
    ...contractField(zDataRequest, 'details', { empty: t.messages.details, invalid: t.messages.detailsTooLong(DETAILS_MAX) }),
  },
];

/** What the form sends: the fields as the kit sends them, and the consent. */
export function dataRequestBody(values: Record<string, string>, consent: SubmissionConsent): DataRequest {
  return { ...bodyOf(DATA_REQUEST_FIELDS, values), consent } as DataRequest;
}

/** The request form of /privacy/your-data (issue 13), sent to POST /api/data-requests/. */
export function DataRequestForm() {
  return (
    <RequestForm
      form="dataRequest"
      heading={t.heading}
      intro={t.intro}
      fields={DATA_REQUEST_FIELDS}
      submitLabel={t.submit}
      send={(values, consent, signal) => createDataRequest(dataRequestBody(values, consent), signal)}
      confirmation={(reference) => (
        <p className="font-semibold">
          {t.received} {reference ? t.reference(reference) : t.noReference} {t.promise}
        </p>
      )}
    />
  );
}
