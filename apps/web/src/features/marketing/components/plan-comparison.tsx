import { PLAN_COMPARISON, PLANS } from '../data/plans';

export function PlanComparison() {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[560px] text-left text-sm">
        <caption className="sr-only">What each plan includes</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="p-4 font-semibold">
              Capability
            </th>
            {PLANS.map((plan) => (
              <th key={plan.id} scope="col" className="p-4 font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.capability} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="p-4 font-medium">
                {row.capability}
              </th>
              {row.values.map((value, index) => (
                <td key={PLANS[index]?.id ?? index} className="p-4 text-slate-600 dark:text-slate-400">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
