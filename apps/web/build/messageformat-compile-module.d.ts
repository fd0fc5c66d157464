// The package ships this entry without its own declaration (its types sit under lib/).
declare module '@messageformat/core/compile-module.js' {
  import type MessageFormat from '@messageformat/core';
  export default function compileModule(messageformat: MessageFormat, messages: object): string;
}
