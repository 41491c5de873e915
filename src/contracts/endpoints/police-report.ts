/**
 * The secure API's police report endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  policeReportExport,
  policeReportExportCreate,
  policeReportExportParams,
  policeReportQuery,
  policeReportResponse,
} from '../secure/police-report.ts';

export const policeReportEndpoints = {
  getPoliceReport: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/police-report',
    operationId: 'getPoliceReport',
    params: hotelParams,
    query: policeReportQuery,
    /** With `format=json`; otherwise the file's text. */
    response: policeReportResponse,
  }),
  createPoliceReportExport: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/police-report/exports',
    operationId: 'createPoliceReportExport',
    params: hotelParams,
    body: policeReportExportCreate,
    response: policeReportExport,
  }),
  getPoliceReportExport: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/police-report/exports/{exportId}',
    operationId: 'getPoliceReportExport',
    params: policeReportExportParams,
  }),
};
