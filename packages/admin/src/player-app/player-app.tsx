/** The in-store player (/player/): the device token's sign-in, then the player. */
import { useEffect, useState } from 'react';
import { clearAudio } from './audio-cache';
import { type PlayerLocale, playerAppMessages } from './messages';
import { PlayerScreen } from './player-screen';
import { forgetSaved, saveTimeline } from './saved';
import { SignIn } from './sign-in';
import { forgetToken, saveToken, takeToken } from './token';

export function PlayerApp({ locale }: { locale: PlayerLocale }) {
  const text = playerAppMessages[locale];
  const [token, setToken] = useState(takeToken);
  const [notice, setNotice] = useState<string | null>(null);

  // A player link opened over the sign-in screen changes only the fragment: take its token too.
  useEffect(() => {
    const taken = () => {
      const value = takeToken();
      if (value) setToken(value);
    };
    window.addEventListener('hashchange', taken);
    return () => window.removeEventListener('hashchange', taken);
  }, []);

  const leave = (message: string | null) => {
    forgetToken();
    forgetSaved();
    void clearAudio();
    setNotice(message);
    setToken(null);
  };

  if (!token) {
    return (
      <SignIn
        text={text}
        locale={locale}
        notice={notice}
        onSignedIn={(value, timeline) => {
          saveToken(value);
          saveTimeline(timeline);
          setNotice(null);
          setToken(value);
        }}
      />
    );
  }
  return (
    <PlayerScreen
      key={token}
      token={token}
      locale={locale}
      text={text}
      onRejected={() => leave(text.tokenRejected)}
      onSignOut={() => leave(null)}
    />
  );
}
