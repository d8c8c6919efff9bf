/** The issues under the script: each a button that selects its range in the textarea (where to fix it). */
import { cx } from '../lib/compose';
import { focusRingNative } from '../lib/focus-ring';
import type { ScriptIssueRange } from './script-marks';

export interface ScriptIssueListProps {
  id: string;
  label: string;
  issues: readonly ScriptIssueRange[];
  onSelect: (issue: ScriptIssueRange) => void;
}

export function ScriptIssueList({ id, label, issues, onSelect }: ScriptIssueListProps) {
  if (issues.length === 0) return null;
  return (
    <ul id={id} aria-label={label} data-slot="script-issues" className="m-0 flex list-none flex-col gap-0.5 p-0">
      {issues.map((issue) => (
        <li key={`${issue.start}:${issue.end}:${issue.message}`}>
          <button
            type="button"
            className={cx(
              'cursor-pointer rounded-sm text-left text-xs text-danger-text underline-offset-2 hover:underline',
              focusRingNative,
            )}
            onClick={() => onSelect(issue)}
          >
            {issue.message}
          </button>
        </li>
      ))}
    </ul>
  );
}
