/**
 * Property descriptors as the property panel reads them: the contract's decoration/blocks.ts PropDef,
 * mirrored structurally (the kit never imports the contract), so the admin passes BLOCKS[kind].props in.
 */
export interface PropConditionValue {
  prop: string;
  equals: string;
}

export type PropDefValue =
  | { type: 'text'; max: number; default: string; when?: PropConditionValue }
  | { type: 'longText'; max: number; default: string; when?: PropConditionValue }
  | { type: 'integer'; min: number; max: number; default: number; unit?: 'px' | 's'; when?: PropConditionValue }
  | { type: 'boolean'; default: boolean; when?: PropConditionValue }
  | { type: 'choice'; values: readonly string[]; default: string; when?: PropConditionValue }
  | { type: 'color'; default: string; when?: PropConditionValue }
  | { type: 'material'; kind: 'image' | 'audio' | 'video'; when?: PropConditionValue }
  | { type: 'link'; when?: PropConditionValue }
  | { type: 'store'; when?: PropConditionValue }
  | { type: 'products'; max: number; when?: PropConditionValue }
  | { type: 'productKind'; when?: PropConditionValue }
  | {
      type: 'list';
      min: number;
      max: number;
      item: Readonly<Record<string, PropDefValue>>;
      when?: PropConditionValue;
    };

export type PropDefsValue = Readonly<Record<string, PropDefValue>>;
