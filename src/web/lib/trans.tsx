/**
 * react-i18next's <Trans> (rich text with components inside a translation) bound to the app's i18next instance.
 * Handing it the instance here, instead of registering it with initReactI18next at start-up, keeps react-i18next
 * off the first visit: only the pages that show such text load it.
 */
import type { ComponentProps } from "react";
import { Trans as BoundTrans } from "react-i18next";
import { i18n } from "./i18n.ts";

export function Trans(props: ComponentProps<typeof BoundTrans>) {
  return <BoundTrans i18n={i18n} {...props} />;
}
