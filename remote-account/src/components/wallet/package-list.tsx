import type { RechargePackage } from '@portal/shared/types';
import { formatYuan } from '../../lib/wallet-labels';

interface PackageListProps {
  packages: RechargePackage[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function PackageList({ packages, selectedId, onSelect }: PackageListProps) {
  return (
    <div className="pa-wallet__packages" role="radiogroup" aria-label="充值套餐">
      {packages.map((pkg) => {
        const selected = pkg.id === selectedId;
        return (
          <button
            key={pkg.id}
            type="button"
            role="radio"
            aria-checked={selected}
            className={`pa-wallet__package${selected ? ' is-selected' : ''}`}
            data-testid="recharge-package"
            data-package-id={pkg.id}
            aria-label={`${pkg.label || `${pkg.coins}X钻`}，${formatYuan(pkg.priceCents)}`}
            onClick={() => onSelect(pkg.id)}
          >
            {pkg.bonus > 0 && <span className="pa-wallet__bonus">送{pkg.bonus}</span>}
            <strong className="pa-wallet__coins">
              {pkg.coins}
              <small>X钻</small>
            </strong>
            <span className="pa-wallet__label">{pkg.bonus > 0 ? `另赠 ${pkg.bonus} X钻` : '无赠送'}</span>
            <span className="pa-wallet__price">{formatYuan(pkg.priceCents)}</span>
          </button>
        );
      })}
    </div>
  );
}
