/**
 * A new password's form rule: the contract's policy (length, the character rules, not containing the
 * username), translated with its placeholders. The configured minimum and the common-password list are the
 * server's: its answer shows under the field.
 */
import { passwordIssue, translate } from '@soundboard/contract';
import { $locale } from '../stores/locale';

export function passwordRule(value: unknown, username = ''): string | undefined {
  const issue = passwordIssue(typeof value === 'string' ? value : '', { username });
  return issue ? translate($locale.get(), issue.message, issue.values) : undefined;
}
