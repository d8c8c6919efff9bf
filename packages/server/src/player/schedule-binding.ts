/** Play schedules' and exceptions' rules beyond their fields (issue 21: being built). */
import { playException, playSchedule } from '@soundboard/contract';
import { defineBinding } from '../resources/binding';

export const playScheduleBinding = defineBinding(playSchedule, {});
export const playExceptionBinding = defineBinding(playException, {});
