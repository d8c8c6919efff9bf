import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format } from '../i18n/messages';
import { ScriptEditor, type ScriptEditorProps, type ScriptVariable } from './script-editor';
import { findVariables, type ScriptIssueRange } from './script-marks';

const ZH_VARIABLES: ScriptVariable[] = [
  { name: 'storeName', label: '门店名称', description: '例如：徐汇旗舰店' },
  { name: 'openingTime', label: '开门时间', description: '例如：09:00' },
  { name: 'closingTime', label: '关门时间', description: '例如：21:30' },
  { name: 'date', label: '日期' },
  { name: 'time', label: '时间' },
  { name: 'promo', label: '促销语' },
];

const EN_VARIABLES: ScriptVariable[] = [
  { name: 'storeName', label: 'Store name', description: 'e.g. Xuhui flagship store' },
  { name: 'openingTime', label: 'Opening time', description: 'e.g. 09:00' },
  { name: 'closingTime', label: 'Closing time', description: 'e.g. 21:30' },
  { name: 'date', label: 'Date' },
  { name: 'time', label: 'Time' },
  { name: 'promo', label: 'Promo line' },
];

/** The story's stand-in for the admin's contract parser: every `{name}` not offered is an unknown variable. */
function unknownVariables(script: string, variables: readonly ScriptVariable[], message: string): ScriptIssueRange[] {
  const known = variables.map((variable) => variable.name);
  return findVariables(script)
    .filter((found) => !known.includes(found.name))
    .map((found) => ({ ...found, message: format(message, { name: `{${found.name}}`, position: found.start + 1 }) }));
}

interface DemoProps extends Omit<ScriptEditorProps, 'issues' | 'value'> {
  /** The issue's wording, as the admin's dictionary has it. */
  issueMessage: string;
}

/** Controlled, with issues recomputed on every change, as the admin's editor page does. */
function LiveScriptEditor({ defaultValue = '', issueMessage, onChange, ...props }: DemoProps) {
  const [value, setValue] = useState(defaultValue);
  return (
    <ScriptEditor
      {...props}
      value={value}
      issues={unknownVariables(value, props.variables, issueMessage)}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/ScriptEditor',
  component: LiveScriptEditor,
  args: {
    label: '播报脚本',
    description: '用 {变量名} 插入门店信息，例如 {storeName}',
    variables: ZH_VARIABLES,
    issueMessage: '第 {position} 个字符处的变量 {name} 不存在',
    maxLength: 1000,
    defaultValue: '欢迎光临，祝您购物愉快。',
    onChange: fn(),
    className: 'w-[32rem] max-w-full',
  },
} satisfies Meta<typeof LiveScriptEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: put the caret after 欢迎光临, open the menu from the button, insert {storeName} there, type on. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const box = within(canvasElement).getByRole('textbox', { name: '播报脚本' });
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.tab({ shift: true });
    const trigger = body.getByRole('button', { name: '插入变量' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: '插入变量' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^门店名称/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    expect(args.onChange).toHaveBeenLastCalledWith('欢迎光临{storeName}，祝您购物愉快。');
    await waitFor(() => expect(box).toHaveFocus());
    expect((box as HTMLTextAreaElement).selectionStart).toBe(15);
    await userEvent.keyboard('！');
    expect(box).toHaveValue('欢迎光临{storeName}！，祝您购物愉快。');
    // The variable is marked in the layer behind the text; the counter follows.
    expect(canvasElement.querySelector('[data-variable="known"]')).toHaveTextContent('{storeName}');
    expect(within(canvasElement).getByText('24 / 1000')).toBeVisible();
    expect(box).not.toHaveAttribute('aria-invalid');
  },
};

/** English: typeahead in the menu finds a variable by its label. */
export const English: Story = {
  args: {
    label: 'Announcement script',
    description: 'Insert store details with {name}, e.g. {storeName}',
    variables: EN_VARIABLES,
    issueMessage: 'Unknown variable {name} at character {position}',
    defaultValue: 'We close at .',
  },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const box = within(canvasElement).getByRole('textbox', { name: 'Announcement script' });
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{End}{ArrowLeft}');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu', { name: 'Insert variable' });
    await userEvent.keyboard('Cl');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^Closing time/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('We close at {closingTime}.');
    await waitFor(() => expect(box).toHaveFocus());
    expect((box as HTMLTextAreaElement).selectionStart).toBe(25);
  },
};

/** An unknown variable: underlined, listed under the field; its item selects the range in the text. */
export const WithIssues: Story = {
  args: { defaultValue: '欢迎光临{storeName}，本店{closeTime}打烊。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '播报脚本' }) as HTMLTextAreaElement;
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/第 19 个字符处的变量 \{closeTime\} 不存在/);
    expect(canvasElement.querySelector('[data-issue]')).toHaveTextContent('{closeTime}');
    const item = canvas.getByRole('button', { name: '第 19 个字符处的变量 {closeTime} 不存在' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveFocus());
    expect([box.selectionStart, box.selectionEnd]).toEqual([18, 29]);
    // Typing over the selection fixes it: the issue goes.
    await userEvent.keyboard('{{closingTime}');
    expect(box).toHaveValue('欢迎光临{storeName}，本店{closingTime}打烊。');
    await waitFor(() => expect(canvas.queryByRole('list', { name: '脚本问题' })).not.toBeInTheDocument());
    expect(box).not.toHaveAttribute('aria-invalid');
  },
};

/** Read-only: the text and its marks show, nothing offers to change them. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '欢迎光临{storeName}，营业时间 {openingTime}–{closingTime}。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('button', { name: '插入变量' })).not.toBeInTheDocument();
    const box = canvas.getByRole('textbox', { name: '播报脚本' });
    expect(box).toHaveAttribute('readonly');
    expect(canvasElement.querySelectorAll('[data-variable="known"]')).toHaveLength(3);
  },
};

/** In a form: a required script left empty shows the form's error, described and marked invalid. */
export const RequiredError: Story = {
  args: { defaultValue: '', isRequired: true, isInvalid: true, errorMessage: '请填写播报文本' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '播报脚本' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/请填写播报文本/);
    expect(box).toHaveAccessibleDescription(/已输入 0 个字符，最多 1000 个/);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('欢迎');
    expect(within(canvasElement).getByText('2 / 1000')).toBeVisible();
  },
};
