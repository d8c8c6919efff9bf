// Part 1 of the screens' accessibility checks (screen-checks.ts).
import { checkScreens } from './screen-checks';

checkScreens(1);
