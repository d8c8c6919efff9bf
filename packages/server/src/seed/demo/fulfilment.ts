/**
 * From order to goods and money: the submit/approve steps, the payments (deposit, balance, prepayment; now and
 * then a voided or a not yet confirmed receipt) and the deliveries (one or two shipments, drafts reserving stock,
 * a cancelled draft here and there) that match the order's status.
 */
import type { DeliveryDoc, DocLine, LineDoc } from './model';
import type { Story } from './story';

const STAGE = { draft: 0, submitted: 1, approved: 2, delivered: 3, completed: 4 } as const;
type Stage = keyof typeof STAGE;

const yuan = (fen: number) => Math.round(fen / 100) * 100;
const all = (lines: LineDoc[]): DocLine[] => lines.map((line) => ({ line, qty: line.qty, serials: [] }));

/** Two shipments of the physical lines (first, rest), or null when there is only a single unit. */
function split(story: Story, lines: LineDoc[]): [DocLine[], DocLine[]] | null {
  if (lines.length >= 2) {
    const cut = story.rng.int(1, lines.length - 1);
    return [all(lines.slice(0, cut)), all(lines.slice(cut))];
  }
  const [line] = lines;
  if (!line || line.qty < 2) return null;
  const first = story.rng.int(1, line.qty - 1);
  return [[{ line, qty: first, serials: [] }], [{ line, qty: line.qty - first, serials: [] }]];
}

/** Everything shipped, in one or two deliveries; services go with the last one. */
function shipAll(story: Story): void {
  const { order, rng } = story;
  const physical = order.lines.filter((line) => line.product.stocked);
  const services = all(order.lines.filter((line) => !line.product.stocked));
  const parts = (rng.chance(0.3) && split(story, physical)) || [all(physical)];
  const last = parts.length - 1;
  parts[last] = [...(parts[last] ?? []), ...services];
  const installAll = order.installationRequired && rng.chance(0.9);
  if (rng.chance(0.03)) story.deliver(all(physical.length > 0 ? physical : order.lines), 'cancelled');
  for (const [index, lines] of parts.entries()) {
    if (lines.length === 0) continue;
    let until: DeliveryDoc['status'] = installAll ? 'installed' : 'signed';
    if (order.status === 'delivered' && index === last)
      until = rng.weighted({ shipped: 40, signed: 40, installed: order.installationRequired ? 20 : 0 });
    story.deliver(lines, until);
  }
}

/** An approved order on its way: nothing yet, a draft reserving the goods, part shipped, or both. */
function shipSome(story: Story): void {
  const { order, rng } = story;
  const physical = order.lines.filter((line) => line.product.stocked);
  if (physical.length === 0) return;
  let mode = rng.weighted({ none: 40, draft: 20, partial: 25, partialDraft: 15 });
  const parts = mode === 'partial' || mode === 'partialDraft' ? split(story, physical) : null;
  if (!parts && mode !== 'none') mode = 'draft';
  if (mode === 'draft') story.deliver(all(physical), 'draft');
  if (!parts) return;
  story.deliver(parts[0], rng.chance(0.6) ? 'shipped' : 'signed');
  if (mode === 'partialDraft') story.deliver(parts[1], 'draft');
}

export function fulfil(story: Story): void {
  const { order, rng } = story;
  const cancelled = order.status === 'cancelled';
  const reached: Stage = cancelled ? rng.weighted({ draft: 3, submitted: 4, approved: 3 }) : (order.status as Stage);
  if (reached === 'draft' && !cancelled) {
    // Some drafts were edited after they were first saved.
    if (rng.chance(0.3)) story.touch(story.after(0.1, 4));
    return;
  }
  if (STAGE[reached] >= STAGE.submitted) story.touch(story.after(0.2, 20));
  if (STAGE[reached] >= STAGE.approved) story.touch(story.after(1, 30));
  if (cancelled) {
    if (reached === 'approved' && rng.chance(0.25)) story.receipt(yuan(story.total * 0.3) || story.total, 'voided');
    if (reached === 'approved' && rng.chance(0.3)) story.deliver(all(order.lines), 'cancelled');
    story.touch(story.after(2, 72));
    return;
  }
  if (reached === 'submitted') return;

  const total = story.total;
  const deposit = Math.min(total - 1, Math.max(100, yuan(total * (0.3 + rng.next() * 0.2))));
  const plan =
    reached === 'completed'
      ? rng.weighted({ upfront: 35, after: 38, depositBalance: 27 }) // completing needs full payment
      : reached === 'delivered'
        ? rng.weighted({ upfront: 25, after: 25, depositOnly: 35, none: 15 })
        : rng.weighted({ upfront: 15, depositOnly: 45, none: 40 });
  const hasDeposit = (plan === 'depositBalance' || plan === 'depositOnly') && total > 100;
  if (rng.chance(0.02)) story.receipt(hasDeposit ? deposit : total, 'voided');
  if (plan === 'upfront') {
    // Now and then a customer pays a round sum above the total; the rest stays unallocated on the receipt.
    const round = rng.chance(0.05) ? Math.ceil(total / 100_000) * 100_000 : total;
    story.receipt(total, 'confirmed', round);
  }
  if (hasDeposit) story.receipt(deposit, 'confirmed');

  if (reached === 'approved') shipSome(story);
  else shipAll(story);

  if (plan === 'after') story.receipt(total, 'confirmed');
  if (plan === 'depositBalance' && hasDeposit) story.receipt(total - deposit, 'confirmed');
  if (plan === 'depositBalance' && !hasDeposit) story.receipt(total, 'confirmed');
  const due = total - story.paid;
  // Finance has entered the next payment but not confirmed it yet.
  if (due > 0 && reached !== 'completed' && rng.chance(0.2)) story.receipt(due, 'draft');
  if (reached === 'completed') story.touch(story.after(24, 240));
}
