import Link from "next/link";

export default function NotFound() {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p>
        There is nothing here.{" "}
        <Link href="/" className="text-neva-700 underline">
          Back to Neva
        </Link>
      </p>
    </section>
  );
}
