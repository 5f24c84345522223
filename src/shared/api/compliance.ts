import {
  complianceReportListSchema,
  complianceReportSchema,
  frameworkListSchema,
  reportParamsSchema,
  scanRequestSchema,
} from '../schemas/compliance';
import { binaryAnswer, endpoint } from './endpoint';

const tag = 'Compliance';

/** The report is stored for the wallet as well as answered. */
export const scanToken = endpoint({
  method: 'POST',
  path: '/api/phase7/compliance/scan',
  auth: 'wallet',
  tag,
  summary: "Scans a mint's authorities, holders and liquidity into a scored compliance report",
  body: scanRequestSchema,
  response: complianceReportSchema,
  examples: { body: { address: 'So11111111111111111111111111111111111111112' } },
});

export const listReports = endpoint({
  method: 'GET',
  path: '/api/phase7/compliance/reports',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's compliance reports",
  response: complianceReportListSchema,
});

export const getReport = endpoint({
  method: 'GET',
  path: '/api/phase7/compliance/reports/:id',
  auth: 'wallet',
  tag,
  summary: 'One compliance report of the signed-in wallet',
  params: reportParamsSchema,
  response: complianceReportSchema,
});

export const reportPdf = endpoint({
  method: 'GET',
  path: '/api/phase7/compliance/reports/:id/pdf',
  auth: 'wallet',
  tag,
  summary: 'A compliance report as PDF',
  params: reportParamsSchema,
  response: binaryAnswer,
  contentType: 'application/pdf',
});

export const listFrameworks = endpoint({
  method: 'GET',
  path: '/api/phase7/compliance/frameworks',
  auth: 'public',
  tag,
  summary: 'The regulatory frameworks the checks refer to',
  response: frameworkListSchema,
});
