import { usePart } from "../../content/page-parts";

export function IndustriesGrid() {
  const industries = usePart("industries.items");
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {industries.map((industry) => (
        <li key={industry.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <img
            src={industry.image.src}
            alt={industry.image.alt}
            width={640}
            height={400}
            loading="lazy"
            className="aspect-[16/10] w-full object-cover"
          />
          <div className="p-6">
            <h3 className="text-lg font-semibold text-navy-900">{industry.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{industry.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
