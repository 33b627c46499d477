/**
 * About thirty realistic, varied demo candidates, so a newcomer's first start shows a
 * working talent pool. Built from fixed lists: the same every run, no randomness.
 */
import { AVAILABILITY_VALUES, type CandidateStatus } from "#common/constants.ts";
import { DEMO_CANDIDATE_TAG } from "#common/demo-data-values.ts";
import type { candidates } from "./schema.ts";

type NewCandidate = typeof candidates.$inferInsert;

const people: Array<[string, string, string]> = [
  ["Amara Okafor", "Senior Full-Stack Engineer", "Lagos, Nigeria"],
  ["Mateo García", "React Native Developer", "Buenos Aires, Argentina"],
  ["Priya Raman", "Machine Learning Engineer", "Bengaluru, India"],
  ["Lukas Schneider", "Backend Engineer (Go)", "Berlin, Germany"],
  ["Sofia Lindqvist", "DevOps Engineer", "Stockholm, Sweden"],
  ["Daniel Kowalski", "Engineering Manager", "Kraków, Poland"],
  ["Mei Chen", "Frontend Engineer", "Taipei, Taiwan"],
  ["Oluwaseun Adeyemi", "Python Backend Developer", "Accra, Ghana"],
  ["Isabela Costa", "Full-Stack Developer", "Recife, Brazil"],
  ["Andrei Popescu", "Site Reliability Engineer", "Bucharest, Romania"],
  ["Hannah Müller", "Data Engineer", "Vienna, Austria"],
  ["Kenji Watanabe", "iOS Developer", "Osaka, Japan"],
  ["Fatima Zahra El Amrani", "AI/ML Engineer", "Casablanca, Morocco"],
  ["Carlos Mendoza", "Java Backend Engineer", "Mexico City, Mexico"],
  ["Anna Petrova", "Staff Software Engineer", "Tallinn, Estonia"],
  ["Tomás Herrera", "Android Developer", "Bogotá, Colombia"],
  ["Grace Wanjiru", "Cloud Infrastructure Engineer", "Nairobi, Kenya"],
  ["Nguyen Van Minh", "Full-Stack Engineer (Node.js)", "Ho Chi Minh City, Vietnam"],
  ["Elena Rossi", "Technical Lead", "Milan, Italy"],
  ["Arjun Mehta", "Data Scientist", "Pune, India"],
  ["Chloé Martin", "Frontend Developer (Vue)", "Lyon, France"],
  ["Yusuf Demir", "Platform Engineer", "Istanbul, Türkiye"],
  ["Olivia Brown", "Senior QA Automation Engineer", "Toronto, Canada"],
  ["Rafael Santos", "Ruby on Rails Developer", "Lisbon, Portugal"],
  ["Ingrid Johansen", "Security Engineer", "Oslo, Norway"],
  ["Samuel Mensah", "Flutter Developer", "Kumasi, Ghana"],
  ["Laura Fernández", "Solutions Architect", "Madrid, Spain"],
  ["Dmytro Shevchenko", "Rust Systems Engineer", "Lviv, Ukraine"],
  ["Aisha Khan", "NLP Engineer", "Lahore, Pakistan"],
  ["Jonas Becker", "Kubernetes Specialist", "Hamburg, Germany"],
];

const skillSets: string[][] = [
  ["TypeScript", "React", "Node.js", "PostgreSQL", "GraphQL", "AWS"],
  ["React Native", "TypeScript", "Redux", "Expo", "Firebase"],
  ["Python", "PyTorch", "TensorFlow", "MLOps", "Kubernetes", "SQL"],
  ["Go", "gRPC", "PostgreSQL", "Kafka", "Docker"],
  ["Terraform", "AWS", "Kubernetes", "GitHub Actions", "Prometheus"],
  ["Leadership", "Agile", "System Design", "Java", "Mentoring"],
  ["React", "TypeScript", "Next.js", "Tailwind CSS", "Accessibility"],
  ["Python", "Django", "FastAPI", "PostgreSQL", "Redis", "Celery"],
  ["Vue.js", "Node.js", "MongoDB", "Express", "Docker"],
  ["Linux", "Kubernetes", "Go", "Grafana", "Incident Response"],
  ["Python", "Apache Spark", "Airflow", "dbt", "Snowflake"],
  ["Swift", "SwiftUI", "Combine", "Core Data", "XCTest"],
  ["Python", "LLMs", "LangChain", "Hugging Face", "Vector Databases"],
  ["Java", "Spring Boot", "Microservices", "Kafka", "Oracle"],
  ["TypeScript", "Rust", "Distributed Systems", "AWS", "System Design"],
  ["Kotlin", "Jetpack Compose", "Android SDK", "Coroutines"],
  ["Azure", "Terraform", "Ansible", "Bicep", "Networking"],
  ["Node.js", "NestJS", "React", "PostgreSQL", "Redis"],
  ["Architecture", "C#", ".NET", "Azure", "Team Leadership"],
  ["Python", "Pandas", "scikit-learn", "Statistics", "SQL"],
  ["Vue.js", "Nuxt", "TypeScript", "Pinia", "Cypress"],
  ["Go", "Kubernetes", "Helm", "ArgoCD", "Envoy"],
  ["Playwright", "Cypress", "TypeScript", "CI/CD", "Test Strategy"],
  ["Ruby", "Ruby on Rails", "PostgreSQL", "Sidekiq", "Hotwire"],
  ["Application Security", "OWASP", "Penetration Testing", "Go", "AWS"],
  ["Flutter", "Dart", "Firebase", "Bloc", "REST APIs"],
  ["AWS", "Solution Design", "Serverless", "Java", "TypeScript"],
  ["Rust", "C++", "Embedded Linux", "Tokio", "WebAssembly"],
  ["Python", "spaCy", "Transformers", "NLP", "FastAPI"],
  ["Kubernetes", "Istio", "Go", "Terraform", "GCP"],
];

const languages: string[][] = [
  ["English", "Yoruba"],
  ["Spanish", "English"],
  ["English", "Tamil", "Hindi"],
  ["German", "English"],
  ["Swedish", "English"],
  ["Polish", "English", "German"],
  ["Mandarin", "English"],
  ["English", "Yoruba"],
  ["Portuguese", "English", "Spanish"],
  ["Romanian", "English", "French"],
];

/** Mostly active, a few busy or inactive: the talent pool's filters have something to show. */
const statuses: readonly CandidateStatus[] = [
  "active",
  "active",
  "active",
  "active",
  "active",
  "busy",
  "active",
  "inactive",
];

function slug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

export function demoCandidates(): NewCandidate[] {
  return people.map(([fullName, title, location], i) => {
    const experience = 3 + ((i * 7) % 13);
    const handle = slug(fullName);
    const skills = skillSets[i] ?? [];
    return {
      fullName,
      email: `${handle}@example.com`,
      phone: `+1 555 01${String(10 + i).padStart(2, "0")}`,
      title,
      location,
      summary: `${title} with ${experience} years of experience shipping production software. Strongest in ${skills.slice(0, 3).join(", ")}; works well in remote, cross-functional teams and communicates clearly with stakeholders.`,
      experience,
      hourlyRate: 35 + ((i * 13) % 90),
      availability: AVAILABILITY_VALUES[i % AVAILABILITY_VALUES.length],
      skills,
      spokenLanguages: languages[i % languages.length],
      isActive: statuses[i % statuses.length],
      aiAssessmentScore: 78 + ((i * 11) % 22),
      githubUrl: `https://github.com/${handle.replace(/\./g, "-")}`,
      linkedinUrl: `https://www.linkedin.com/in/${handle.replace(/\./g, "-")}`,
      portfolioUrl: i % 3 === 0 ? `https://${handle.replace(/\./g, "")}.dev` : null,
      // Sample people, not real ones: the tag says so and lets an admin remove them.
      tags: [DEMO_CANDIDATE_TAG],
    };
  });
}
