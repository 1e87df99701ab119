"use server";
// The language picker's server action (components/language-picker.tsx), beside it. Next.js
// refuses a server action posted from another origin; the value is checked here like any input.
import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { getUser } from "@/lib/auth/session";
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, LocaleChoiceSchema } from "@/lib/i18n/choice";
import { storeUserLocale } from "@/lib/players/locale";

/** Sets the cookie for everyone and, signed in, the user's stored choice (which wins everywhere). */
export async function chooseLocale(form: FormData): Promise<void> {
  const parsed = LocaleChoiceSchema.safeParse({ locale: form.get("locale") });
  // Only a forged form can send anything else: nothing to say, nothing changes.
  if (!parsed.success) return;
  const { locale } = parsed.data;
  const user = await getUser();
  if (user) await storeUserLocale(user.id, locale);
  (await cookies()).set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
  // Every page's words change, the header's too.
  revalidatePath("/", "layout");
}
