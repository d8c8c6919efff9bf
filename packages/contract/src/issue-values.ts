/**
 * The placeholders of a valibot issue's message: a length or size rule's limit as {min} or {max} (e.g.
 * password.tooShort, "at least {min} characters"), so the server and the browser translate it whole.
 */
export function issueValues(issue: { type: string; requirement?: unknown }): Record<string, string> {
  if (typeof issue.requirement !== 'number') return {};
  const limit = String(issue.requirement);
  if (issue.type === 'min_length' || issue.type === 'min_value') return { min: limit };
  if (issue.type === 'max_length' || issue.type === 'max_value') return { max: limit };
  return {};
}
