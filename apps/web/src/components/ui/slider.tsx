export { Slider, type SliderProps, type SliderChangeEvent } from 'primereact/slider';
