/** Products (/product/product): the resource screen of the contract's product definition. */
import { product } from '@soundboard/contract';
import { ResourceScreen } from '../../resource/list-screen';

export default function ProductPage() {
  return <ResourceScreen def={product} />;
}
