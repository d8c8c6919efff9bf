/** The week view's input: seven days, each with its opening hours and its playback slots. */

export interface WeekSlot {
  key: string;
  /** 'HH:MM'. */
  starts: string;
  /** 'HH:MM' ('24:00' for midnight). */
  ends: string;
  /** The playlist's title; null is silence. */
  title: string | null;
  /** From the weekly schedule or an exception for that date. */
  tone: 'weekly' | 'exception';
  /** The playlist's colour (see weekSwatchClass). */
  colorIndex: number;
}

export interface WeekDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The weekday in words ("Monday"). */
  label: string;
  /** Opening hours; null when the store is closed that day. */
  open: { opens: string; closes: string }[] | null;
  slots: WeekSlot[];
}
