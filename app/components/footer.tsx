import { Link } from "react-router";
import { site } from "#common/site.ts";
import { footerContent } from "~/content/footer";

export function Footer() {
  return (
    <footer className="border-t bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{site.brandName}</p>
          <p className="mt-3 text-sm leading-6">{footerContent.blurb}</p>
        </div>
        {footerContent.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-white focus-visible:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{footerContent.copyright}</p>
          <ul className="flex flex-wrap gap-4">
            {footerContent.legalLinks.map(({ label }) => (
              <li key={label}>
                {/* biome-ignore lint/a11y/useValidAnchor: the spec makes these placeholder links that go nowhere */}
                <a
                  href="#"
                  onClick={(event) => event.preventDefault()}
                  className="hover:text-white focus-visible:text-white"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
