/** Text templates' rules beyond their fields (issue 21: being built). */
import { textTemplate } from '@soundboard/contract';
import { defineBinding } from '../resources/binding';

export const textTemplateBinding = defineBinding(textTemplate, {});
