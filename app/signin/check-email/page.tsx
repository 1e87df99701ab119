import Link from "next/link";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("checkEmail");

export default function CheckEmailPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">Check your mail</h1>
      <p>
        We sent you a sign-in link. Open it on this device to continue; it works once and expires in 24 hours.
      </p>
      <p className="text-sm text-slate-600">
        Nothing arrived after a few minutes? Look in your spam folder, or{" "}
        <Link href="/signin" className="text-neva-700 underline">
          ask for a new link
        </Link>
        .
      </p>
    </section>
  );
}
