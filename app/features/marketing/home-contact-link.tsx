import { Link } from "react-router";
import { island } from "~/islands/island";
import { onDarkPrimary } from "./page-parts.tsx";
import { useGoToHomeContact } from "./scroll.ts";

/** On the Services page: a button to the home page's contact section. */
function ContactLink({ label }: { label: string }) {
  const goToContact = useGoToHomeContact();
  return (
    <Link to="/#contact" onClick={goToContact} className={onDarkPrimary}>
      {label}
    </Link>
  );
}

export const HomeContactLink = island("home-contact-link", ContactLink);
