/**
 * The home page's services section: the developer specializations offered. One section per
 * file so each section's copy is found and edited on its own; home.ts puts them together.
 */

export interface ServiceSpecialization {
  title: string;
  description: string;
  skills: string[];
  /** A lucide-react icon component name. */
  icon: string;
  /** Tailwind gradient stops, used as `bg-gradient-to-br ${color}`. */
  color: string;
}

export interface HomeServices {
  heading: string;
  subheading: string;
  specializations: ServiceSpecialization[];
}

export const homeServices: HomeServices = {
  heading: "Specialized Developers for Every Need",
  subheading:
    "Whatever you are building, our talent pool has verified engineers ready to contribute quickly. Every developer has passed our AI-powered assessment before you ever see their profile.",
  specializations: [
    {
      title: "Full-Stack Developers",
      description:
        "Versatile engineers who own features end to end, from responsive interfaces to APIs and databases, and ship production-ready code quickly.",
      skills: ["React", "Node.js", "TypeScript", "Python", "PostgreSQL", "Next.js"],
      icon: "Code2",
      color: "from-blue-500 to-cyan-500",
    },
    {
      title: "Mobile Developers",
      description:
        "Native and cross-platform specialists who build fast, polished iOS and Android apps with a strong focus on user experience.",
      skills: ["Swift", "Kotlin", "React Native", "Flutter", "iOS", "Android"],
      icon: "Smartphone",
      color: "from-purple-500 to-pink-500",
    },
    {
      title: "AI/ML Engineers",
      description:
        "Machine learning practitioners who design, train and deploy models, from data pipelines to production-grade LLM applications.",
      skills: ["Python", "PyTorch", "TensorFlow", "LLMs", "MLOps", "Computer Vision"],
      icon: "Brain",
      color: "from-orange-500 to-red-500",
    },
    {
      title: "Backend Engineers",
      description:
        "Engineers who design scalable services, reliable APIs and efficient data models that keep your platform fast and secure.",
      skills: ["Java", "Go", "Node.js", "Microservices", "REST & GraphQL", "SQL & NoSQL"],
      icon: "Server",
      color: "from-green-500 to-emerald-500",
    },
    {
      title: "DevOps Engineers",
      description:
        "Infrastructure specialists who automate delivery, harden cloud environments and keep systems observable and resilient.",
      skills: ["AWS", "Azure", "Kubernetes", "Terraform", "Docker", "CI/CD"],
      icon: "Cloud",
      color: "from-indigo-500 to-blue-500",
    },
    {
      title: "Technical Leadership",
      description:
        "Architects, tech leads and engineering managers who set technical direction, mentor teams and turn roadmaps into delivery.",
      skills: [
        "System Architecture",
        "Team Leadership",
        "Technical Strategy",
        "Code Review",
        "Agile Delivery",
      ],
      icon: "Crown",
      color: "from-amber-500 to-yellow-500",
    },
  ],
};
