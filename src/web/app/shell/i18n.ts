import { addCatalog, useT } from "../../lib/i18n.ts";
import shell from "../../locales/en/shell.ts";

// The shell's words travel with the shell's chunk (signed-in pages only), not in the entry.
addCatalog("shell", shell);

/** The dashboard shell's translate function. */
export const useShellT = () => useT("shell");
