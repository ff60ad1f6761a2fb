import axios, { type AxiosInstance } from 'axios';
import './request-options';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from './config';
import { handleResponse, handleResponseError } from './handle-response';
import { prepareRequest } from './prepare-request';

/**
 * The one axios instance of the portal (spec §7: base path /api, JSON accepted, the
 * XMLHttpRequest marker header, 30-second timeout). Apps reach axios only through it.
 */
export const http: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  headers: {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  },
});

http.interceptors.request.use(prepareRequest);
http.interceptors.response.use(handleResponse, handleResponseError);
