/** The header's links for everyone, in the order the header shows them. */
export interface NavItem {
  label: string;
  to: string;
  external?: boolean;
}

export function publicNavItems(skillsEvaluatorUrl: string): NavItem[] {
  return [
    { label: "Home", to: "/" },
    { label: "About", to: "/about" },
    { label: "Services", to: "/services" },
    { label: "Hiring Process", to: "/hiring-process" },
    { label: "Skills Evaluator", to: skillsEvaluatorUrl, external: true },
    { label: "Our Process", to: "/case-studies" },
    { label: "Pricing", to: "/pricing" },
    { label: "Blog", to: "/blog" },
    { label: "FAQ", to: "/faq" },
    { label: "Contact", to: "/contact" },
  ];
}
