/**
 * The police report of arrivals (worker/routes/secure-police-report.ts; decision 049) for the
 * OpenAPI document; appended to `secureOperations` in secure.ts.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type PoliceReportExport,
  type PoliceReportResponse,
  policeReportExport,
  policeReportExportCreate,
  policeReportExportParams,
  policeReportQuery,
  policeReportResponse,
} from '../../src/contracts/secure/police-report.ts';
import { POLICE_FILE_TYPE } from '../http/headers.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure/hotels/{hotelId}/police-report';
const EXPORT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** A single Italian guest with an identity card: one line of the service's 168 characters. */
const LINE = `1610/03/202703ROSSI${' '.repeat(45)}MARIO${' '.repeat(25)}117/05/1980409048017FI100000100100000100IDENTCA12345BB${' '.repeat(11)}412058091`;

const PREVIEW_EXAMPLE: PoliceReportResponse = {
  date: '2027-03-10',
  lines: [{ code: 'DEMOVE0001', uuid: 'demo-1-1', guest: 'Mario Rossi', line: LINE }],
  incomplete: [{ code: 'DEMOVE0002', uuid: 'demo-2-1', guest: 'Claire Dubois', missing: ['number'] }],
  exported: [],
  exports: [],
};

const EXPORT_EXAMPLE: PoliceReportExport = {
  id: EXPORT_ID,
  date: '2027-03-10',
  lineCount: 1,
  createdBy: { name: 'Maria', surname: 'Bianchi' },
  createdDate: '2027-03-10T18:02:11.000Z',
  content: `${LINE}\r\n`,
};

export const policeReportOperations: OperationSpec[] = [
  {
    method: 'get',
    path: S,
    operationId: 'getPoliceReport',
    summary:
      'The Alloggiati Web file of the guests arriving on a date and not sent yet (a preview: records nothing)',
    description:
      'The file the Polizia di Stato\'s Alloggiati Web takes in "Invio File": one line of 168 characters per guest in the service\'s record layout, CR LF line ends, plain ASCII, single guests and heads before their members. Only the guests of the date not sent in a recorded file yet, whose data is complete. With `format=json`, the same as data: `lines` (each guest and its line), `incomplete` (each guest that cannot be sent, with the fields to complete: document field names, `leader` for a member whose head cannot be sent), `exported` (guests already sent, with their file) and `exports` (the files produced for the date). Producing and recording the file is the POST on `…/police-report/exports`.',
    tags: ['Back office: police report'],
    access: 'session',
    params: hotelParams,
    query: policeReportQuery,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The file (a download), or with `format=json` the preview',
      schema: policeReportResponse,
      cacheControl: 'no-store',
      example: PREVIEW_EXAMPLE,
      text: { mediaType: POLICE_FILE_TYPE, example: `${LINE}\r\n` },
      headers: {
        'Content-Disposition': {
          description: 'The file: `attachment; filename="alloggiati-{hotelId}-{date}.txt"`',
          schema: { type: 'string' },
        },
      },
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/exports`,
    operationId: 'createPoliceReportExport',
    summary: 'Produces the Alloggiati Web file of a date and records which guests went in it',
    description:
      "The complete guests of the date not sent yet; with `resend: true`, also those already sent (recorded as re-sent). A date after the hotel's today is 400 `error.police.date.future`. 409 `error.police.nothing.to.export` when no line would be written, 409 `error.police.already.exported` when another manager sent some of the same guests meanwhile (nothing recorded). Answers the file with its text; `GET …/exports/{exportId}` gives it again.",
    tags: ['Back office: police report'],
    access: 'session-xsrf',
    params: hotelParams,
    body: policeReportExportCreate,
    bodyExample: { date: '2027-03-10', resend: false },
    pathExamples: { hotelId: '1' },
    success: {
      status: 201,
      description: 'The file produced and recorded',
      schema: policeReportExport,
      cacheControl: 'no-store',
      example: EXPORT_EXAMPLE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: `${S}/exports/{exportId}`,
    operationId: 'getPoliceReportExport',
    summary: 'A recorded Alloggiati Web file, again, exactly as it was produced',
    tags: ['Back office: police report'],
    access: 'session',
    params: policeReportExportParams,
    pathExamples: { hotelId: '1', exportId: EXPORT_ID },
    success: {
      status: 200,
      description: 'The file (a download)',
      cacheControl: 'no-store',
      text: { mediaType: POLICE_FILE_TYPE, example: `${LINE}\r\n` },
    },
    errors: [400, 401, 403, 404],
  },
];
