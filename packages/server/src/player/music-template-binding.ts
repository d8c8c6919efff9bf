/** Music templates' rules beyond their fields (issue 21: being built). */
import { musicTemplate } from '@soundboard/contract';
import { defineBinding } from '../resources/binding';

export const musicTemplateBinding = defineBinding(musicTemplate, {});
