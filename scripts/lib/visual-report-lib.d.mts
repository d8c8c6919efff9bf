// Types for visual-report-lib.mjs.
import type { VitestReport } from './vitest-report.mjs';

export type CaptureKind = 'changed' | 'new' | 'unstable' | 'error';
export interface ScreenshotFailure {
  kind: CaptureKind;
  baseline: string | null;
  current: string | null;
  diff: string | null;
  message?: string;
}
export interface CaptureRow extends ScreenshotFailure {
  file: string;
  fullName: string;
  name: string;
  area?: string;
  exportName?: string;
  theme?: 'light' | 'dark' | null;
  accept?: string;
  storyId?: string;
  images?: { baseline: string | null; current: string | null; diff: string | null };
}
export interface VisualReport extends VitestReport {
  success?: boolean;
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    status?: string;
    message?: string;
    assertionResults?: {
      ancestorTitles: string[];
      fullName: string;
      title: string;
      status: string;
      failureMessages?: string[];
    }[];
  }[];
}
export function parseScreenshotFailure(message: string): ScreenshotFailure;
export function acceptCommand(file: string, fullName: string): string;
export function storyId(metaTitle: string, exportName: string): string;
export function failedCaptures(report: VisualReport | null, root: string): CaptureRow[] | null;
export function captureCount(report: VisualReport | null): number;
export function headline(rows: CaptureRow[] | null, runOk: boolean, compared: number): string;
export function renderReport(options: {
  rows: CaptureRow[] | null;
  runOk: boolean;
  compared: number;
  generatedAt: string;
  command: string;
}): string;
