// Exports of the media area, one line per component family. The admin imports these files directly
// (`@soundboard/ui/media/material-picker.tsx`) and loads the waveform, the audio preview and the picker lazily.
export * from './audio-preview';
export * from './format-duration';
export * from './material-grid';
export * from './material-kind';
export * from './material-picker';
export * from './waveform';
