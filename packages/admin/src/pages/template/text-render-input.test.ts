import { describe, expect, it } from 'vitest';
import { renderInput } from './text-render-input';

const values = {
  name: 'Welcome',
  script: '欢迎光临{storeName}',
  language: 'zh-CN',
  promo: '',
  rate: 100,
  pitch: 50,
  volume: 80,
  note: 'not sent',
};

describe('renderInput', () => {
  it('takes what the render needs from the form', () => {
    expect(renderInput(values)).toEqual({
      script: '欢迎光临{storeName}',
      language: 'zh-CN',
      promo: '',
      rate: 100,
      pitch: 50,
      volume: 80,
    });
  });

  it('reads an empty promo and script as empty text', () => {
    expect(renderInput({ ...values, script: null, promo: null })).toMatchObject({ script: '', promo: '' });
  });

  it('asks nothing while a setting is out of range or empty', () => {
    expect(renderInput({ ...values, rate: 300 })).toBeNull();
    expect(renderInput({ ...values, pitch: null })).toBeNull();
    expect(renderInput({ ...values, volume: 12.5 })).toBeNull();
  });

  it('asks nothing for a script over its length or an unknown language', () => {
    expect(renderInput({ ...values, script: 'x'.repeat(1001) })).toBeNull();
    expect(renderInput({ ...values, language: 'fr-FR' })).toBeNull();
  });
});
