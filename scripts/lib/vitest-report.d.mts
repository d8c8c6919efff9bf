export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  testResults?: { name: string; startTime: number; endTime: number }[];
}
export function readReport(path: string): VitestReport | null;
export function slowestFiles(reports: (VitestReport | null)[], count: number): { name: string; seconds: number }[];
export function summaryLine(reports: (VitestReport | null)[], ok: boolean): string;
export function failureExcerpt(output: string, maxLines?: number): string;
