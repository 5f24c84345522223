export { scanToken } from './scan';
export { getReport, listReports } from './records';
export { reportPdf } from './pdf';
export { FRAMEWORKS } from './frameworks';
